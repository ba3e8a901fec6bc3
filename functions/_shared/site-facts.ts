/** The firm's figures as the functions use them (the admin's settings, the e-mails): the stored ones, else the defaults. */
import type { Db } from '#db/client.ts';
import { readSiteSetting } from '#db/repositories/site-settings.ts';
import { defaultFirmFacts } from '#data/firm.ts';
import { firmFactsOr, type FirmFacts } from '#domain/site-settings/facts.ts';

export async function loadFirmFacts(db: Db): Promise<{ facts: FirmFacts; version: number }> {
  const stored = await readSiteSetting(db, 'facts');
  return { facts: firmFactsOr(stored.value, defaultFirmFacts), version: stored.version };
}
