import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AdminRole } from '#domain/admin-access.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { checkSession } from '../session.ts';
import FieldInput, { LinkGone } from '../FieldInput.tsx';
import { buttonClass, cardClass } from '../ui.ts';
import { validateAccept, type AcceptErrors, type AcceptForm } from './invite.ts';

interface Invite {
  email: string;
  role: AdminRole;
  invitedBy: string | null;
}

/** Why a link is dead when the server says more than "expired or used": withdrawn, or its sender lost the right (410). */
function goneWhy(error: unknown): string | undefined {
  return error instanceof AdminApiError && error.status === 410 ? error.error : undefined;
}

/** An invitation link opened: choose a username and password; the account is created and signed in. */
export default function AcceptInviteCard({ token, strings, roles }: { token: string; strings: AdminStrings['invite']; roles: Record<AdminRole, string> }) {
  const id = useId();
  const [invite, setInvite] = useState<Invite | 'gone' | undefined>();
  const [gone, setGone] = useState<string>();
  const [form, setForm] = useState<AcceptForm>({ username: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<AcceptErrors>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    adminFetch<Invite>('GET', `/api/admin/invites/${token}`).then(setInvite, (error: unknown) => {
      setGone(goneWhy(error));
      setInvite('gone');
    });
  }, [token]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateAccept(form, strings);
    setErrors(found);
    if (Object.keys(found).length > 0) return document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
    setPending(true);
    try {
      const { admin } = await adminFetch<{ admin: { username: string } }>('POST', `/api/admin/invites/${token}`, { username: form.username, password: form.password });
      history.replaceState(null, '', location.pathname);
      showToast({ title: strings.created, description: admin.username });
      // The invitation signed the new account in: the session check brings its role and settings.
      await checkSession();
    } catch (error) {
      if (error instanceof AdminApiError && (error.status === 404 || error.status === 410)) {
        setGone(goneWhy(error));
        setInvite('gone');
      }
      if (error instanceof AdminApiError && error.fields['username']) setErrors({ username: error.fields['username'] });
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
      setPending(false);
    }
  }

  const field = (name: keyof AcceptForm, label: string, type: 'text' | 'password', autoComplete: string) => (
    <FieldInput id={`${id}-${name}`} label={label} type={type} autoComplete={autoComplete} value={form[name]} disabled={pending} error={errors[name]} onChange={(value) => setForm({ ...form, [name]: value })} />
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
        <h1 id={`${id}-title`} className="text-2xl">{strings.title}</h1>
        {invite === 'gone' && <LinkGone text={gone ?? strings.gone} back={strings.toLogin} />}
        {invite && invite !== 'gone' && (
          <>
            <p className="mt-1 text-slate-700">{fill(strings.intro, { invitedBy: invite.invitedBy ?? '-', role: roles[invite.role] })}</p>
            <p className="mt-4 text-sm text-slate-700">{strings.email}: {invite.email}</p>
            {field('username', strings.username, 'text', 'username')}
            {field('password', strings.password, 'password', 'new-password')}
            {field('confirm', strings.confirm, 'password', 'new-password')}
            <button type="submit" className={`${buttonClass('primary')} mt-6 w-full`} disabled={pending}>{pending ? strings.pending : strings.submit}</button>
          </>
        )}
      </form>
    </div>
  );
}
