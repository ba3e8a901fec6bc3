/**
 * The inquiry's texts are content (page `inquiry`): what the firm publishes in the Pages tab is what
 * the server answers with, the field messages of a refused inquiry and the visitor's confirmation
 * e-mail in their language, and a language without a stored text keeps its first-run one.
 */
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import contact from '#functions/contact.ts';
import type { MailMessage } from '#functions/_shared/inquiry/messages.ts';
import { processDueNotifications } from '#functions/_shared/inquiry/notifications.ts';
import { fakeContext, postJson, useInquirySuite, validInquiry } from '../helpers/inquiry-fixtures.ts';

const suite = useInquirySuite();

const en = inquirySeed.en;
const edited = {
  ...en,
  form: { ...en.form, errors: { ...en.form.errors, email: 'That e-mail address does not look right' } },
  mail: { ...en.mail, greeting: 'Hello from the edited confirmation,' },
};

beforeEach(async () => {
  await sql`DELETE FROM site_pages WHERE page_key = 'inquiry'`.execute(suite.db);
  await sql`INSERT INTO site_pages (page_key, locale, content) VALUES ('inquiry', 'en', ${JSON.stringify(edited)}::jsonb)`.execute(suite.db);
});
afterAll(async () => {
  await sql`DELETE FROM site_pages WHERE page_key = 'inquiry'`.execute(suite.db);
});

type Body = { fields?: Record<string, string> };

describe('the inquiry texts the firm publishes', () => {
  it('word the field messages of a refused inquiry in that language; another language keeps its first-run text', async () => {
    const english = await contact(postJson(validInquiry({ locale: 'en', email: 'not-an-address' })), fakeContext());
    expect(english.status).toBe(400);
    expect(((await english.json()) as Body).fields?.['email']).toBe('That e-mail address does not look right');

    const indonesian = await contact(postJson(validInquiry({ locale: 'id', email: 'not-an-address' })), fakeContext());
    expect(((await indonesian.json()) as Body).fields?.['email']).toBe(inquirySeed.id.form.errors.email);
  });

  it('word the visitor\'s confirmation e-mail', async () => {
    // The first attempt goes to a port nobody listens on; the retry a minute later is captured.
    Object.assign(process.env, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_FROM: 'site@example.com' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const context = fakeContext();
    expect((await contact(postJson(validInquiry({ locale: 'en' })), context)).status).toBe(201);
    await context.settle();
    const sent: MailMessage[] = [];
    const report = await processDueNotifications(suite.db, {
      now: () => new Date(Date.now() + 61_000),
      mailer: { send: async (message) => void sent.push(message) },
    });
    expect(report.sent).toBe(1);
    expect(sent[0]?.text.split('\n')[0]).toBe('Hello from the edited confirmation,');
    vi.restoreAllMocks();
  });
});
