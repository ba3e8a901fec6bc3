import type { AdminStrings } from '#data/admin/ko.ts';
import type { ContactChannels } from '#domain/site-settings/contact.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import ContactChannelsForm from './ContactChannelsForm.tsx';

/** What the public site shows besides content: for now the firm's contact channels (one area for every later setting). */
export default function SiteSettingsTab({ strings }: { strings: AdminStrings['siteSettings'] }) {
  const { state, reload } = useAdminQuery<{ contact: ContactChannels }>('/api/admin/site-settings/contact');
  return (
    <section aria-labelledby="admin-site-heading">
      <h2 id="admin-site-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <div className="mt-4 max-w-3xl">
        {state.status === 'loading' && <Spinner label={strings.heading} />}
        {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.heading} error={state.error} onRetry={reload} />}
        {state.status === 'ready' && <ContactChannelsForm strings={strings} saved={state.data.contact} etag={state.headers.get('ETag') ?? '*'} />}
      </div>
    </section>
  );
}
