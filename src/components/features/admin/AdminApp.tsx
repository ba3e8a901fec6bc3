import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { AdminStrings } from '../../../data/admin/ko.ts';
import type { ContentStrings } from '../../../data/admin/content-ko.ts';
import { showToast } from '../../../stores/toast.ts';
import Toaster from '../../ui/Toaster.tsx';
import AdminShell from './AdminShell.tsx';
import LoginCard from './LoginCard.tsx';
import { $adminSession, checkSession } from './session.ts';
import Spinner from './Spinner.tsx';

export interface AdminAppProps {
  strings: AdminStrings;
  contentStrings: ContentStrings;
}

/**
 * The /admin island: checks the session ('로딩 중...' meanwhile), then shows the login card or the
 * signed-in shell. A session that ends on its own (a 401 from any call) returns to the login card
 * with a note; an explicit logout shows its own toast.
 */
export default function AdminApp({ strings, contentStrings }: AdminAppProps) {
  const session = useStore($adminSession);
  const previous = useRef(session);
  const loggingOut = useRef(false);

  useEffect(() => {
    void checkSession();
  }, []);

  useEffect(() => {
    if (typeof previous.current === 'object' && session === 'signed-out' && !loggingOut.current) {
      showToast({ title: strings.header.sessionEnded, variant: 'destructive' });
    }
    loggingOut.current = false;
    previous.current = session;
  }, [session, strings.header.sessionEnded]);

  return (
    <>
      {session === 'unknown' ? (
        <Spinner label={strings.loading} />
      ) : session === 'signed-out' ? (
        <LoginCard strings={strings.login} />
      ) : (
        <AdminShell
          admin={session}
          strings={strings}
          contentStrings={contentStrings}
          onLoggingOut={() => {
            loggingOut.current = true;
          }}
        />
      )}
      <Toaster dismissLabel={strings.toastDismiss} />
    </>
  );
}
