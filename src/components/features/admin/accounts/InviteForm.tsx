import { useId, useState, type SubmitEvent } from 'react';
import { adminRoles, type AdminRole } from '#domain/admin-access.ts';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { buttonClass, cardClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';

interface Invite {
  email: string;
  role: AdminRole;
  expiresAt: string;
  link: string;
  emailed: boolean;
}

/** An e-mail address and a role make a one-time link, shown here once to pass on (and e-mailed when mail is set up). */
export default function InviteForm({ strings, roles, onInvited }: { strings: AdminStrings['accounts']; roles: Record<AdminRole, string>; onInvited: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [error, setError] = useState<string>();
  const [invite, setInvite] = useState<Invite>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const answer = await adminFetch<{ invite: Invite }>('POST', '/api/admin/accounts', { email, role });
      setInvite(answer.invite);
      setEmail('');
      onInvited();
      showToast({ title: strings.inviteCreated, description: answer.invite.email });
    } catch (failure) {
      const field = failure instanceof AdminApiError ? failure.fields['email'] : undefined;
      setError(field);
      showToast({ title: strings.inviteFailed, description: errorMessage(failure, strings.inviteFailed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={`${cardClass} mt-4`}>
      <h3 id={`${id}-title`} className="text-lg">{strings.inviteHeading}</h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-email`} className={labelClass}>{strings.email}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-email-error` : undefined} />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className={labelClass}>{strings.role}</label>
          <select id={`${id}-role`} className={inputClass} value={role} onChange={(e) => setRole(e.target.value as AdminRole)}>
            {adminRoles.map((r) => <option key={r} value={r}>{roles[r]}</option>)}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary')} disabled={pending}>{strings.inviteButton}</button>
      </div>
      {error && <p id={`${id}-email-error`} className={errorClass}>{error}</p>}
      {invite && <InviteLink invite={invite} strings={strings} />}
    </form>
  );
}

function InviteLink({ invite, strings }: { invite: Invite; strings: AdminStrings['accounts'] }) {
  const id = useId();
  return (
    <div role="status" className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <label htmlFor={`${id}-link`} className={labelClass}>{strings.linkLabel}</label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input id={`${id}-link`} readOnly className={`${inputClass} min-w-0 flex-1 font-mono text-sm`} value={invite.link} onFocus={(e) => e.target.select()} />
        <button type="button" className={buttonClass('secondary')} onClick={() => void navigator.clipboard?.writeText(invite.link).then(() => showToast({ title: strings.copied }))}>{strings.copy}</button>
      </div>
      <p className={hintClass}>{strings.linkHint} {invite.emailed ? fill(strings.emailed, { email: invite.email }) : strings.notEmailed}</p>
    </div>
  );
}
