import type { AdminStrings } from '#data/admin/app/index.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import TwoFactorSection from '../two-factor/TwoFactorSection.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import PasswordForm from './PasswordForm.tsx';
import PreferencesForm from './PreferencesForm.tsx';
import type { Preferences } from './preferences.ts';
import SessionsList from './SessionsList.tsx';

interface Props {
  strings: AdminStrings['myAccount'];
  preferences: AdminStrings['preferences'];
  twoFactor: AdminStrings['twoFactor'];
}

/** One's own account: details and language, the password, the second factor, and where one is signed in. */
export default function MyAccountTab({ strings, preferences, twoFactor }: Props) {
  const { state, reload } = useAdminQuery<Preferences>('/api/admin/preferences');
  return (
    <section aria-labelledby="admin-account-heading">
      <h2 id="admin-account-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2 lg:items-start">
        {state.status === 'loading' && <Spinner label={preferences.heading} />}
        {state.status === 'failed' && <LoadFailed text={preferences.loadFailed} retry={preferences.heading} error={state.error} onRetry={reload} />}
        {state.status === 'ready' && <PreferencesForm strings={preferences} saved={state.data} />}
        <TwoFactorSection strings={twoFactor} />
        <PasswordForm strings={strings} />
        <SessionsList strings={strings} />
      </div>
    </section>
  );
}
