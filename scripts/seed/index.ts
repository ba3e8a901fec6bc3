import type { Db } from '#db/client.ts';
import { countAdmins } from '#db/repositories/admins.ts';
import { insertCsrPosts } from '#db/repositories/csr-posts.ts';
import { insertFaqs } from '#db/repositories/faqs.ts';
import { insertNotices } from '#db/repositories/notices.ts';
import { sourcesAsCurrent } from '#db/translation-sources.ts';
import { csrTextFields, faqTextFields, noticeTextFields } from '#domain/content/fields.ts';
import { ensureFirstAdmin } from '../admin-account.ts';
import { seedCsrPosts, seedNotices } from './posts.ts';
import { seedFaqs } from './faqs.ts';

/**
 * Fills a database on its first run: one administrator and content in all five languages. A
 * database that already has an administrator is left alone, so a restart never duplicates or
 * overwrites anything.
 */
export async function seedFirstRun(db: Db, log: (line: string) => void): Promise<boolean> {
  if ((await countAdmins(db)) > 0) return false;
  await db.transaction().execute(async (tx) => {
    const admin = await ensureFirstAdmin(tx, log);
    // The seeded translations were written from the seeded Korean: current. Each item is marked as a
    // sample, so the back office can list and clear the samples before launch.
    await insertFaqs(tx, seedFaqs.map((faq) => ({ ...faq, seed_sample: true, translation_sources: sourcesAsCurrent(faqTextFields, faq) })));
    await insertNotices(tx, seedNotices(admin.username).map((notice) => ({ ...notice, seed_sample: true, translation_sources: sourcesAsCurrent(noticeTextFields, notice) })));
    await insertCsrPosts(tx, seedCsrPosts(admin.id).map((post) => ({ ...post, seed_sample: true, translation_sources: sourcesAsCurrent(csrTextFields, post) })));
  });
  log('Seeded the first run: one administrator, FAQs, notices and CSR stories.');
  return true;
}
