import type { AdminAccount, AdminRole, PendingInvitation } from '#domain/admin-access.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import type { AdminIdentity } from '../sessionState.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import AccountCard from './AccountCard.tsx';
import InviteForm from './InviteForm.tsx';
import PendingInvitations from './PendingInvitations.tsx';
import RequireTwoFactor from './RequireTwoFactor.tsx';

interface Props {
  strings: AdminStrings['accounts'];
  twoFactor: AdminStrings['twoFactor'];
  roles: Record<AdminRole, string>;
  admin: AdminIdentity;
}

/**
 * The owners' accounts tab: invite an administrator, the invitations still pending (withdrawn
 * from here), then each account with its role and whether it may sign in.
 */
export default function AccountsTab({ strings, twoFactor, roles, admin }: Props) {
  const { state, reload, setData } = useAdminQuery<{ accounts: AdminAccount[] }>('/api/admin/accounts');
  const invitations = useAdminQuery<{ invitations: PendingInvitation[] }>('/api/admin/invitations');
  const replace = (account: AdminAccount) => {
    setData((data) => ({ accounts: data.accounts.map((a) => (a.id === account.id ? account : a)) }));
    // Disabling or demoting an account withdraws the invitations it sent.
    invitations.reload();
  };
  const withdrawn = (id: number) => invitations.setData((data) => ({ invitations: data.invitations.filter((i) => i.id !== id) }));
  return (
    <section aria-labelledby="admin-accounts-heading">
      <h2 id="admin-accounts-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <p className="mt-1 text-slate-700">{strings.intro}</p>
      <RequireTwoFactor strings={twoFactor} />
      <InviteForm strings={strings} roles={roles} onInvited={invitations.reload} />
      <PendingInvitations state={invitations.state} strings={strings} roles={roles} reload={invitations.reload} onWithdrawn={withdrawn} />
      <h3 className="mt-8 text-lg">{strings.listHeading}</h3>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.failed} retry={strings.heading} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {state.data.accounts.map((account) => (
            <AccountCard key={account.id} account={account} self={account.id === admin.id} strings={strings} twoFactor={twoFactor} roles={roles} onChanged={replace} />
          ))}
        </ul>
      )}
    </section>
  );
}
