import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ContactChannels } from '#domain/site-settings/contact.ts';
import type { FactsDocument } from '#domain/site-settings/facts.ts';
import type { PeopleSettings } from '#domain/site-settings/people.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import ContactChannelsForm from './ContactChannelsForm.tsx';
import FirmFactsForm from './FirmFactsForm.tsx';
import PeopleForm from './PeopleForm.tsx';

/** What the public site shows besides content: the firm's contact channels, its figures, and its pictures and people. */
export default function SiteSettingsTab({ strings, pageNames, genericError }: { strings: AdminStrings['siteSettings']; pageNames: AdminStrings['pages']['names']; genericError: string }) {
  const contact = useAdminQuery<{ contact: ContactChannels }>('/api/admin/site-settings/contact');
  const facts = useAdminQuery<Omit<FactsDocument, 'version'>>('/api/admin/site-settings/facts');
  const people = useAdminQuery<{ people: PeopleSettings }>('/api/admin/site-settings/people');
  return (
    <section aria-labelledby="admin-site-heading">
      <h2 id="admin-site-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <div className="mt-4 max-w-3xl">
        {(contact.state.status === 'loading' || facts.state.status === 'loading' || people.state.status === 'loading') && <Spinner label={strings.heading} />}
        {contact.state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.heading} error={contact.state.error} onRetry={contact.reload} />}
        {contact.state.status === 'ready' && <ContactChannelsForm strings={strings} saved={contact.state.data.contact} etag={contact.state.headers.get('ETag') ?? '*'} />}
        {facts.state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.facts.heading} error={facts.state.error} onRetry={facts.reload} />}
        {facts.state.status === 'ready' && <FirmFactsForm strings={strings} pageNames={pageNames} saved={facts.state.data.facts} draft={facts.state.data.draft} etag={facts.state.headers.get('ETag') ?? '*'} />}
        {people.state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.peopleHeading} error={people.state.error} onRetry={people.reload} />}
        {people.state.status === 'ready' && <PeopleForm strings={strings} genericError={genericError} saved={people.state.data.people} etag={people.state.headers.get('ETag') ?? '*'} />}
      </div>
    </section>
  );
}
