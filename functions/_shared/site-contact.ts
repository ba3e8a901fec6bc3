/** The firm's contact channels as the functions use them (the admin's settings, the e-mails): the stored ones, else the defaults. */
import type { Db } from '#db/client.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { defaultContactChannels } from '#data/company.ts';
import { contactChannelsOr, type ContactChannels } from '#domain/site-settings/contact.ts';

export async function loadContactChannels(db: Db): Promise<{ contact: ContactChannels; version: number }> {
  const stored = await readSiteSetting(db, 'contact');
  return { contact: contactChannelsOr(stored.value, defaultContactChannels), version: stored.version };
}
