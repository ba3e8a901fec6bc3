import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { badgeClass, buttonClass, cardClass, hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import { describeDevice } from './device.ts';

interface Session {
  id: string;
  current: boolean;
  userAgent: string | null;
  place: string | null;
  createdAt: string;
  lastSeenAt: string;
}
type Strings = AdminStrings['myAccount'];

/** Where one is signed in (device, approximate place, last use), each signed out on its own or all others at once. */
export default function SessionsList({ strings }: { strings: Strings }) {
  const { state, reload } = useAdminQuery<{ sessions: Session[] }>('/api/admin/sessions');
  const [pending, setPending] = useState(false);

  async function act(path: string, done: (answer: { revoked?: number }) => string) {
    setPending(true);
    try {
      showToast({ title: done(await adminFetch<{ revoked?: number }>('DELETE', path)) });
      reload();
    } catch (error) {
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="admin-sessions-heading" className={cardClass}>
      <h3 id="admin-sessions-heading" className="text-lg">{strings.sessionsHeading}</h3>
      <p className={hintClass}>{strings.sessionsIntro}</p>
      {state.status === 'loading' && <Spinner label={strings.sessionsHeading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.sessionsHeading} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <ul className="mt-3 divide-y divide-slate-200">
            {state.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold">
                    {describeDevice(session.userAgent) ?? strings.unknownDevice}
                    {session.current && <span className={`${badgeClass} ml-2 bg-emerald-50 text-emerald-900`}>{strings.thisDevice}</span>}
                  </p>
                  <p className="text-sm text-slate-700">{session.place ?? strings.unknownPlace}</p>
                  <p className="text-sm text-slate-700">{strings.signedIn} {formatDateTime(session.createdAt)} · {strings.lastSeen} {formatDateTime(session.lastSeenAt)}</p>
                </div>
                {!session.current && (
                  <button type="button" className={buttonClass('quietDanger')} disabled={pending} onClick={() => void act(`/api/admin/sessions/${session.id}`, () => strings.signedOut)}>
                    {strings.signOut}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {state.data.sessions.some((s) => !s.current) && (
            <button type="button" className={`${buttonClass('secondary')} mt-2`} disabled={pending} onClick={() => void act('/api/admin/sessions', (a) => fill(strings.signedOutOthers, { count: String(a.revoked ?? 0) }))}>
              {strings.signOutOthers}
            </button>
          )}
        </>
      )}
    </section>
  );
}
