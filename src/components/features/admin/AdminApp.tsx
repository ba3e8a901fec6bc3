import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { showToast } from '#stores/toast.ts';
import Toaster from '../../ui/Toaster.tsx';
import { setAdminFormat } from './format.ts';
import { $adminLocale, chooseAdminLocale } from './language.ts';
import { $adminSession, checkSession } from './session.ts';
import LanguageSwitch from './LanguageSwitch.tsx';
import Spinner from './Spinner.tsx';
import { tokenFrom } from './accounts/invite.ts';
import { useAdminTexts } from './useAdminTexts.ts';

// The page's first load is only what the session check needs; the card and the shell are fetched
// in parallel with that check (the page's 80 KB script budget).
const loadShell = () => import('./AdminShell.tsx');
const loadLoginCard = () => import('./LoginCard.tsx');
const AdminShell = lazy(loadShell);
const LoginCard = lazy(loadLoginCard);
const AcceptInviteCard = lazy(() => import('./accounts/AcceptInviteCard.tsx'));
const ResetPasswordCard = lazy(() => import('./password-reset/ResetPasswordCard.tsx'));
const RequiredSetupCard = lazy(() => import('./two-factor/RequiredSetupCard.tsx'));

export interface AdminAppProps {
  strings: AdminStrings;
  contentStrings: ContentStrings;
}

/**
 * The /admin island: checks the session ('로딩 중...' meanwhile), then shows the login card or the
 * signed-in shell. A session that ends on its own (a 401 from any call) returns to the login card
 * with a note; an explicit logout shows its own toast.
 */
export default function AdminApp({ strings: korean, contentStrings: koreanContent }: AdminAppProps) {
  const session = useStore($adminSession);
  const locale = useStore($adminLocale);
  const texts = useAdminTexts(locale, { strings: korean, content: koreanContent });
  const previous = useRef(session);
  const loggingOut = useRef(false);
  const sessionEnded = useRef(korean.header.sessionEnded);
  sessionEnded.current = texts?.strings.header.sessionEnded ?? korean.header.sessionEnded;
  // An invitation link (/admin?invite=…) opened without a session: the account form instead of the login card.
  const [inviteToken, setInviteToken] = useState(() => tokenFrom(location.search, 'invite'));
  // A password reset link (/admin?reset=…): the new-password form, then the login card.
  const [resetToken, setResetToken] = useState(() => tokenFrom(location.search, 'reset'));

  useEffect(() => {
    // Warm-up only: lazy() imports the same modules and reports a failure itself.
    loadShell().catch(() => undefined);
    loadLoginCard().catch(() => undefined);
    void checkSession();
  }, []);

  useEffect(() => {
    // Signed in (the invitation was accepted): a later sign-out shows the login card, not the used link's form.
    if (typeof session === 'object') setInviteToken(undefined);
    // Signed in: the administrator's own language (My account) from now on.
    if (typeof session === 'object' && session.locale !== $adminLocale.get()) chooseAdminLocale(session.locale);
    if (typeof previous.current === 'object' && session === 'signed-out' && !loggingOut.current) {
      showToast({ title: sessionEnded.current, variant: 'destructive' });
    }
    loggingOut.current = false;
    previous.current = session;
  }, [session]);

  if (!texts) return <Spinner label={korean.loading} />;
  const { strings, content: contentStrings } = texts;
  // Before the tabs render: their dates and numbers in this administrator's language and time zone.
  setAdminFormat(locale, typeof session === 'object' ? session.timeZone : null);
  return (
    <>
      <Suspense fallback={<Spinner label={strings.loading} />}>
        {session === 'unknown' ? (
          <Spinner label={strings.loading} />
        ) : session === 'signed-out' ? (
          inviteToken ? (
            <AcceptInviteCard token={inviteToken} strings={strings.invite} roles={strings.roles} />
          ) : resetToken ? (
            <ResetPasswordCard token={resetToken} strings={strings.passwordReset} onDone={() => setResetToken(undefined)} />
          ) : (
            <>
              <LoginCard strings={strings.login} forgot={strings.passwordReset} twoFactor={strings.twoFactor} />
              <LanguageSwitch label={strings.preferences.language} />
            </>
          )
        ) : session.twoFactorSetupRequired ? (
          <RequiredSetupCard strings={strings.twoFactor} logout={strings.header.logout} />
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
      </Suspense>
      <Toaster dismissLabel={strings.toastDismiss} />
    </>
  );
}
