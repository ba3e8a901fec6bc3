import type { Db } from '../../../../db/client.ts';
import { countInquiries } from '../../../../db/repositories/contact-inquiries.ts';
import { listRecentAudit, type AuditEntry } from '../audit.ts';

export interface Dashboard {
  counts: { notices: number; faqs: number; inquiries: number; newInquiries: number };
  audit: AuditEntry[];
}

/** Every row of a table, published or not (the spec's "total" counters). */
async function countAll(db: Db, table: 'notices' | 'faqs'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The dashboard tab: the counters and the latest 20 lines of the audit log. */
export async function loadDashboard(db: Db): Promise<Dashboard> {
  const [notices, faqs, inquiries, audit] = await Promise.all([countAll(db, 'notices'), countAll(db, 'faqs'), countInquiries(db), listRecentAudit(db, 20)]);
  return { counts: { notices, faqs, inquiries: inquiries.total, newInquiries: inquiries.new }, audit };
}
