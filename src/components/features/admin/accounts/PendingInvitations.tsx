import { useId, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AdminRole, PendingInvitation } from '#domain/admin-access.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import type { QueryState } from '../useAdminQuery.ts';
import { badgeClass, buttonClass } from '../ui.ts';
import { formatDateTime } from '../format.ts';

interface Props {
  state: QueryState<{ invitations: PendingInvitation[] }>;
  strings: AdminStrings['accounts'];
  roles: Record<AdminRole, string>;
  reload: () => void;
  onWithdrawn: (id: number) => void;
}

/** The invitations whose links still work, each with who sent it and until when; an owner withdraws one (asked first). */
export default function PendingInvitations({ state, strings, roles, reload, onWithdrawn }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-lg">{strings.pendingHeading}</h3>
      {state.status === 'loading' && <Spinner label={strings.pendingHeading} />}
      {state.status === 'failed' && <LoadFailed text={strings.pendingFailed} retry={strings.pendingHeading} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.invitations.length === 0 && <p className="mt-2 text-slate-700">{strings.pendingNone}</p>}
      {state.status === 'ready' && state.data.invitations.length > 0 && (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {state.data.invitations.map((invitation) => (
            <Invitation key={invitation.id} invitation={invitation} strings={strings} roles={roles} onWithdrawn={onWithdrawn} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Invitation({ invitation, strings, roles, onWithdrawn }: { invitation: PendingInvitation; strings: AdminStrings['accounts']; roles: Record<AdminRole, string>; onWithdrawn: (id: number) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setFailure(null);
    try {
      await adminFetch('DELETE', `/api/admin/invitations/${invitation.id}`);
      setOpen(false);
      onWithdrawn(invitation.id);
      showToast({ title: strings.withdrawn, description: invitation.email });
    } catch (error) {
      // Used or withdrawn meanwhile: it is no longer pending either way.
      if (error instanceof AdminApiError && error.status === 404) {
        setOpen(false);
        onWithdrawn(invitation.id);
        showToast({ title: strings.withdrawFailed, description: invitation.email, variant: 'destructive' });
        return;
      }
      setFailure(errorMessage(error, strings.withdrawFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-email`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`${id}-email`} className="min-w-0 break-all text-base font-semibold">{invitation.email}</h4>
        <span className={`${badgeClass} bg-brand-50 text-brand-800`}>{roles[invitation.role]}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{fill(strings.sentBy, { username: invitation.invitedBy ?? '-', date: formatDateTime(invitation.createdAt) })}</p>
      <p className="text-sm text-slate-700">{fill(strings.expires, { date: formatDateTime(invitation.expiresAt) })}</p>
      <div className="mt-3">
        <button type="button" className={buttonClass('quietDanger')} onClick={() => setOpen(true)} aria-describedby={`${id}-email`}>{strings.withdraw}</button>
      </div>
      <ConfirmDialog open={open} title={strings.withdrawTitle} text={fill(strings.withdrawConfirm, { email: invitation.email })} confirm={strings.withdraw} cancel={strings.cancel} busy={busy} failure={failure}
        onConfirm={() => void withdraw()} onCancel={() => { setOpen(false); setFailure(null); }} />
    </li>
  );
}
