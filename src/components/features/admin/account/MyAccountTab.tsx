import type { AdminStrings } from '#data/admin/ko.ts';
import PasswordForm from './PasswordForm.tsx';
import SessionsList from './SessionsList.tsx';

/** One's own account: change the password, see where one is signed in and sign those places out. */
export default function MyAccountTab({ strings }: { strings: AdminStrings['myAccount'] }) {
  return (
    <section aria-labelledby="admin-account-heading">
      <h2 id="admin-account-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:items-start">
        <PasswordForm strings={strings} />
        <SessionsList strings={strings} />
      </div>
    </section>
  );
}
