/**
 * Databases and data for the backup tests (backup-restore.test.ts):
 * - `freshDatabase(label)`: an empty database of the run's kind (an in-memory embedded one, or a new
 *   database on the TEST_DATABASE_URL server), with `migrate(dir, target?)` and `drop()`;
 * - `fillEveryTable(client)`: rows in every table of `public`, with values that break naive dumps
 *   (quotes, backslashes, line breaks, control characters, every byte, jsonb, microseconds), and for
 *   a table this file does not know (a later migration's) a row built from its column types;
 * - `tableRows` / `sequenceStates`: what is compared after a round trip.
 */
import { randomUUID } from 'node:crypto';
import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';
import pg from 'pg';
import { inject } from 'vitest';
import { RAW_TEXT, readCatalog, type Catalog } from '#scripts/backup/catalog.ts';
import { SESSION_SETTINGS } from '#scripts/backup/format.ts';
import { EmbeddedDatabase, MIGRATIONS_DIR } from '#scripts/embedded-db/index.ts';

export interface FreshDatabase {
  url: string;
  connect(): Promise<pg.Client>;
  migrate(dir?: string, target?: string): Promise<string[]>;
  drop(): Promise<void>;
}

/** Text that breaks dumps that quote, escape or split lines naively. */
export const TRICKY = `O'Brien "따옴표" \\ back\\slash \\x41 E'x' $$ ; DROP TABLE notices; --\nline 2\r\nline 3\ttab \u0001\u001f\u007f 😀 \u200b 한국어\n-- @end 0 rows\n-- @data public.notices 9`;
export const TRICKY_JSON = { ko: '한국어 "인용" \\ 백슬래시', nl: 'a\nb\r\n', emoji: '😀', control: '\u0001', nested: [1, 2.5, -0.125, null, true, { '키': '값' }], empty: {}, quote: "'" };
/** The first `n` characters (never half of an emoji). */
const cut = (n: number) => [...TRICKY].slice(0, n).join('');
export const EVERY_BYTE = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

async function session(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const [name, value] of SESSION_SETTINGS) await client.query(`SET ${name} = '${value}'`);
  return client;
}

function executor(client: pg.ClientBase): SQLExecutor {
  const self: SQLExecutor = {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(self);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
  return self;
}

let counter = 0;

export async function freshDatabase(label: string): Promise<FreshDatabase> {
  let url: string;
  let drop: () => Promise<void>;
  if (inject('databaseKind') === 'embedded') {
    const embedded = new EmbeddedDatabase({ migrations: false });
    url = await embedded.start();
    drop = () => embedded.stop();
  } else {
    const server = new URL(inject('databaseUrl'));
    const name = `${server.pathname.slice(1)}_${label}_${process.pid}_${++counter}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
    const admin = new pg.Client({ connectionString: server.href });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const own = new URL(server.href);
    own.pathname = `/${name}`;
    url = own.href;
    drop = async () => {
      const again = new pg.Client({ connectionString: server.href });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    };
  }
  return {
    url,
    connect: () => session(url),
    async migrate(dir = MIGRATIONS_DIR, target) {
      const client = await session(url);
      try {
        return await applyMigrations(executor(client), dir, target);
      } finally {
        await client.end();
      }
    },
    drop,
  };
}

/** Rows for the tables the project has today; each refers to the ones before it. */
async function fillKnownTables(client: pg.Client): Promise<void> {
  const q = (text: string, values: unknown[]) => client.query(text, values);
  await q(`INSERT INTO admins (id, username, password, role, created_at, last_login, password_changed_at) VALUES
    (3, $1, 'scrypt$131072$8$1$c2FsdA==$aGFzaA==', 'owner', '2024-02-29 23:59:59.123456+00', NULL, '2025-01-01 00:00:00+09'),
    (10, '이영희', 'hash\\with\\backslashes', 'editor', '1999-12-31 15:00:00.000001+00', '2026-11-24 01:02:03.000001+00', now())`, ['kim "q" \\']);
  await q(`INSERT INTO notices (id, title, content, author, category, is_important, views, is_pinned, is_published, translations, created_at, updated_at, version, updated_by, description, social_image)
    VALUES (5, $1, $2, '관리자', 'legal', true, 2147483647, true, false, $3, '2026-01-01 00:00:00.5+00', '2026-01-02 03:04:05.678901+00', 3, 3, $4, '/api/uploads/00000000-0000-4000-8000-000000000000.webp'),
           (6, 'plain', '<p>x</p>', 'a', 'tax', false, 0, false, true, '{}', now(), now(), 1, NULL, NULL, NULL)`,
    [TRICKY, `<p>${TRICKY}</p>`, JSON.stringify({ en: { title: TRICKY, content: '<p>EN</p>', description: cut(300) }, ja: TRICKY_JSON }), cut(300)]);
  await q(`INSERT INTO faqs (id, question, answer, category, sort_order, is_published, translations, version, updated_by)
    VALUES (2, $1, '<p>답변</p>', '일반', -2147483648, true, $2, 7, 10)`, [TRICKY, JSON.stringify(TRICKY_JSON)]);
  await q(`INSERT INTO csr_posts (id, title, content, excerpt, category, featured_image, is_published, published_at, views, author_id, translations, version, updated_by)
    VALUES (7, $1, '<p>본문</p>', NULL, 'education', '/api/uploads/00000000-0000-4000-8000-000000000000.webp', true, '2003-05-06 07:08:09.000123+00', 41, 3, $2, 2, 10)`,
    [cut(200), JSON.stringify({ id: { excerpt: cut(100) } })]);
  await q(`INSERT INTO contact_inquiries (id, name, company, email, phone, service, budget, message, privacy, created_at, reference, status, status_updated_at, version, updated_by)
    VALUES (4, $1, 'ACME; DROP', 'a+b@example.com', '+62 (812) 3456-7890', 'licensing', NULL, $2, true, '2026-11-23 22:00:00+00', '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'in_progress', now(), 2, 3)`,
    ['김민수 \'"', TRICKY]);
  await q(`INSERT INTO inquiry_consents (inquiry_id, consent_version, locale, consented_at) VALUES (4, '2025-01-01', 'ko', '2026-11-23 22:00:00+00')`, []);
  await q(`UPDATE contact_inquiries SET assigned_to = 10, follow_up_on = '2026-12-31' WHERE id = 4`, []);
  await q(`INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value, body) VALUES
    (4, 3, 'assign', NULL, '이영희', NULL), (4, 10, 'note', NULL, NULL, $1), (4, NULL, 'status', 'new', 'in_progress', NULL)`, [TRICKY]);
  await q(`INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value, body) VALUES (4, NULL, 'mail', 'minsu@example.com', $1, $2)`, [cut(200), TRICKY]);
  await q(`INSERT INTO inbound_mails (message_id, kind, inquiry_id, event_id, sender, admin_id, from_address, subject, body, attachments, bounce_of, bounce_matched, received_at) VALUES
    ($1, 'mail', 4, (SELECT max(id) FROM inquiry_events), 'visitor', NULL, 'minsu@example.com', $2, NULL, $3, NULL, NULL, '2026-11-25 01:02:03.456789+00'),
    ('<held@example.org>', 'mail', NULL, NULL, 'other', NULL, 'someone@example.org', 'x', $4, '[]', NULL, NULL, '2026-11-25 02:00:00+00'),
    ('<dsn@mx.example>', 'bounce', NULL, NULL, 'other', NULL, 'mailer-daemon@mx.example', 'Undelivered', '550 5.1.1', '[]', '<orig@x>', false, '2026-11-25 03:00:00+00')`,
    [`<${cut(200)}@example.com>`, cut(998), JSON.stringify([{ name: '사업자등록증 "final".pdf', size: 123456 }]), TRICKY]);
  await q(`INSERT INTO inquiry_notifications (id, inquiry_id, kind, status, attempts, last_error, next_attempt_at, sent_at) VALUES (9, 4, 'firm', 'failed', 5, $1, 'infinity', NULL)`, [TRICKY]);
  await q(`INSERT INTO inquiry_rate_limits (bucket, window_start, hits) VALUES ('ip:3f2a', '2026-11-24 00:00:00+00', 3)`, []);
  await q(`INSERT INTO inquiry_spam_counts (day, reason, hits) VALUES ('2026-11-24', 'too-fast', 2)`, []);
  await q(`INSERT INTO admin_sessions (id, admin_id, expires_at, revoked_at, ip, user_agent) VALUES ($1, 3, '2026-11-24 08:00:00+00', NULL, '203.0.113.1', $2)`,
    [randomUUID(), cut(300)]);
  await q(`INSERT INTO admin_login_throttle (bucket, failures, locked_until, locks) VALUES ('user:kim', 2, NULL, 3)`, []);
  await q(`UPDATE admins SET email = 'kim.q@example.com', disabled_at = '2026-11-25 01:02:03.5+00', disabled_by = 10 WHERE id = 3`, []);
  await q(`INSERT INTO admin_invites (token_hash, email, role, invited_by, expires_at, accepted_at, admin_id)
    VALUES (repeat('a', 64), 'new@example.com', 'staff', 10, '2026-11-27 00:00:00+00', NULL, NULL),
           (repeat('b', 64), $1, 'editor', 3, '2026-11-26 00:00:00+00', '2026-11-25 00:00:00+00', 10)`, ['이영희@example.com']);
  await q(`UPDATE admins SET totp_secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', totp_enabled_at = '2026-11-25 04:00:00.25+00', totp_last_step = 9007199254740993,
    totp_pending_secret = 'KRSXG5DSNFXGOIDUN5XXIYLMMQQGC3DE', totp_pending_at = now(), locale = 'id', time_zone = 'Asia/Jakarta' WHERE id = 10`, []);
  await q(`INSERT INTO admin_recovery_codes (admin_id, code_hash, used_at) VALUES (10, repeat('c', 64), NULL), (10, repeat('d', 64), '2026-11-25 05:00:00+00')`, []);
  await q(`INSERT INTO admin_settings (require_two_factor, updated_by) VALUES (true, 3)`, []);
  await q(`INSERT INTO audit_log (id, admin_id, username, action, entity, entity_id, summary, details, ip) VALUES (11, 3, 'kim', 'update', 'notice', '5', $1, $2, NULL), (12, NULL, 'gone', 'login_failed', NULL, NULL, NULL, NULL, '198.51.100.7')`,
    [cut(400), JSON.stringify(TRICKY_JSON)]);
  await q(`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by, alt, file_name) VALUES ($1, 'image/webp', 1600, 900, 256, $2, $3, 3, $4, $5)`,
    ['00000000-0000-4000-8000-000000000000', 'a'.repeat(64), EVERY_BYTE, JSON.stringify({ ko: '사무실 😀 "입구"', zh: '办公室' }), '사무실 사진.png']);
  await q(`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES ($1, 480, 270, 256, $2), ($1, 960, 540, 256, $2)`,
    ['00000000-0000-4000-8000-000000000000', EVERY_BYTE]);
  await q(`INSERT INTO site_builds (id, reason, content_kind, requested_by, requested_at, attempt, retry_of, status, started_at, finished_at, error, build_ref, flagged_at) VALUES
    (20, 'content', 'notices', 3, '2026-11-24 01:00:00.000001+00', 1, NULL, 'failed', '2026-11-24 01:00:01+00', '2026-11-24 01:00:09+00', $1, 'build-20', NULL),
    (21, 'retry', 'notices', NULL, '2026-11-24 01:05:00+00', 2, 20, 'succeeded', '2026-11-24 01:05:01+00', '2026-11-24 01:05:07+00', NULL, 'build-21', NULL)`, [cut(500)]);
  // A trashed sample of the first-run seed (seed_sample: the launch-readiness panel's mark).
  await q(`UPDATE notices SET deleted_at = '2026-11-20 08:00:00.123456+00', deleted_by = 10, seed_sample = true WHERE id = 6`, []);
  await q(`UPDATE faqs SET seed_sample = true WHERE id = 2`, []);
  await q(`INSERT INTO content_revisions (id, entity, entity_id, version, data, saved_by, saved_at) VALUES
    (30, 'notice', 5, 2, $1, 3, '2026-01-02 03:04:05.678901+00'),
    (31, 'csr_post', 7, 1, $2, NULL, '2003-05-06 07:08:09.000123+00')`, [JSON.stringify({ title: TRICKY, content: `<p>${TRICKY}</p>`, translations: TRICKY_JSON }), JSON.stringify({ title: 'old', published_at: '2003-05-06T07:08:09.000123+00:00' })]);
  await q(`INSERT INTO content_drafts (entity, entity_id, data, base_version, publish_at, saved_by, saved_at) VALUES
    ('notice', 5, $1, 2, '2026-12-01 00:00:00.000001+00', 10, '2026-11-27 01:02:03.456789+00'),
    ('faq', 2, $2, 7, NULL, NULL, '2026-11-27 01:00:00+00')`, [JSON.stringify({ title: TRICKY, content: `<p>${TRICKY}</p>`, translations: TRICKY_JSON }), JSON.stringify({ question: 'q' })]);
  await q(`INSERT INTO reply_templates (id, locale, name, subject, body, version, updated_by, updated_at, created_at) VALUES
    (40, 'ja', $1, $2, $3, 4, 10, '2026-11-25 11:00:00.000001+00', '2026-11-25 10:00:00+00')`, [cut(100), cut(200), TRICKY]);
  await q(`INSERT INTO view_marks (kind, item_id, day, visitor) VALUES ('notice', 5, '2026-11-24', $1), ('csr_post', 7, '2026-11-23', 'k')`, ['a'.repeat(43)]);
  await q(`INSERT INTO visitor_salts (day, salt) VALUES ('2026-11-24', $1)`, [Buffer.alloc(32, 7)]);
  await q(`INSERT INTO visitor_marks (day, scope, visitor) VALUES ('2026-11-24', '', $1), ('2026-11-24', '/ko/faq', $1)`, ['b'.repeat(43)]);
  await q(`INSERT INTO visit_days (day, path, locale, source, campaign, country, device, pageviews, visitors, entries) VALUES
    ('2026-11-24', '/ja/about', 'ja', 'kakao', $1, 'ID', 'mobile', 3, 2, 1), ('2026-11-23', '/', 'ko', 'direct', '', 'unknown', 'desktop', 1, 1, 1)`, [cut(100)]);
  await q(`INSERT INTO visit_searches (day, locale, term, searches, empty) VALUES ('2026-11-24', 'ko', $1, 4, 1)`, [cut(100)]);
  await q(`INSERT INTO visit_not_found (day, path, referrer, hits) VALUES ('2026-11-24', '/old-page', 'https://partner.example', 2)`, []);
  await q(`INSERT INTO visit_funnel (day, step, locale, source, visitors) VALUES ('2026-11-24', 'contact_view', 'en', 'google', 5), ('2026-11-24', 'form_start', 'en', 'google', 2)`, []);
  await q(`INSERT INTO mail_deliveries (id, kind, inquiry_id, notification_id, event_id, admin_id, recipient, subject, text, message_id, status, error, attempts, sent_at, bounced_at, updated_at, created_at) VALUES
    (50, 'reply', 4, NULL, NULL, 10, 'a+b@example.com', $1, $2, '<50@nusantarabridge.co.id>', 'failed', $3, 2, NULL, NULL, '2026-11-27 02:00:00.000001+00', '2026-11-27 01:00:00+00'),
    (51, 'notification', 4, 9, NULL, NULL, NULL, NULL, NULL, NULL, 'bounced', '550 no such user', 1, '2026-11-23 22:00:01+00', '2026-11-23 22:05:00+00', '2026-11-23 22:05:00+00', '2026-11-23 22:00:00+00')`,
    [cut(200), TRICKY, cut(500)]);
  await q(`UPDATE admins SET reminders = false WHERE id = 3`, []);
  await q(`INSERT INTO inquiry_reminders (admin_id, day, status, attempts, overdue, unanswered, error, claimed_at, sent_at) VALUES
    (10, '2026-11-28', 'failed', 2, 3, 1, $1, '2026-11-28 01:00:00.000001+00', NULL), (3, '2026-11-27', 'sent', 1, 0, 2, NULL, now(), '2026-11-27 01:00:05+00')`, [cut(200)]);
  // Sequences away from where the rows left them, one not yet called.
  await client.query(`SELECT setval('notices_id_seq', 41), setval('faqs_id_seq', 5, false), setval('admins_id_seq', 10)`);
}

/** A value for a column from its type, for a table only a later migration knows. */
function valueForType(type: string): unknown {
  const length = /^character(?: varying)?\((\d+)\)$/.exec(type);
  if (length) return cut(Number(length[1]));
  if (type === 'text') return TRICKY;
  if (/^(?:integer|bigint|smallint)$/.test(type)) return 7;
  if (type.startsWith('numeric')) return '12.50';
  if (type === 'real' || type === 'double precision') return 0.25;
  if (type === 'boolean') return true;
  if (type === 'jsonb' || type === 'json') return JSON.stringify(TRICKY_JSON);
  if (type === 'timestamp with time zone') return '2024-02-29 12:34:56.789012+00';
  if (type === 'timestamp without time zone') return '2024-02-29 12:34:56.789012';
  if (type === 'date') return '2024-02-29';
  if (type === 'uuid') return randomUUID();
  if (type === 'bytea') return EVERY_BYTE;
  if (type === 'interval') return '1 day 02:03:04.5';
  if (type === 'inet') return '192.0.2.1';
  if (type.endsWith('[]')) return '{}';
  return undefined;
}

/**
 * One row in a table no fixture above knows, from its columns' types (a foreign key takes a value of
 * the row it references). Throws, naming the table, when the table's constraints refuse both that and
 * its defaults: then add a fixture row for it in fillKnownTables.
 */
async function fillUnknownTable(client: pg.Client, table: string): Promise<void> {
  const { rows: columns } = await client.query<{ name: string; type: string; has_default: boolean; identity: string; generated: string }>(`
    SELECT quote_ident(attname) AS name, format_type(atttypid, atttypmod) AS type, atthasdef AS has_default, attidentity::text AS identity, attgenerated::text AS generated
    FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`, [table]);
  const { rows: references } = await client.query<{ name: string; ref_column: string; ref_table: string }>(`
    SELECT quote_ident(a.attname) AS name, quote_ident(fa.attname) AS ref_column, con.confrelid::regclass::text AS ref_table
    FROM pg_constraint con CROSS JOIN LATERAL unnest(con.conkey, con.confkey) AS k(col, ref)
    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.col
    JOIN pg_attribute fa ON fa.attrelid = con.confrelid AND fa.attnum = k.ref
    WHERE con.contype = 'f' AND con.conrelid = $1::regclass`, [table]);
  const attempt = async (useDefaults: boolean) => {
    const names: string[] = [];
    const values: unknown[] = [];
    for (const column of columns.filter((c) => c.generated === '' && c.identity === '')) {
      const reference = references.find((r) => r.name === column.name);
      if (reference) {
        const { rows } = await client.query({ text: `SELECT ${reference.ref_column}::text AS v FROM ${reference.ref_table} LIMIT 1`, types: RAW_TEXT });
        names.push(column.name);
        values.push(rows[0]?.v ?? null);
        continue;
      }
      if (useDefaults && column.has_default) continue;
      const value = valueForType(column.type);
      if (value === undefined) {
        if (column.has_default) continue;
        throw new Error(`${table}.${column.name} (${column.type}): no test value for this type: add a fixture row for ${table} in tests/integration/helpers/backup-fixtures.ts`);
      }
      names.push(column.name);
      values.push(value);
    }
    await client.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
  };
  try {
    await attempt(false);
  } catch {
    try {
      await attempt(true);
    } catch (error) {
      throw new Error(`Could not fill ${table} from its column types (${(error as Error).message}): add a fixture row for it in tests/integration/helpers/backup-fixtures.ts`);
    }
  }
}

/** Fills every table of `public` (known ones from fixtures, later ones from their types); returns the tables. */
export async function fillEveryTable(client: pg.Client): Promise<string[]> {
  await fillKnownTables(client);
  const catalog = await catalogOf(client);
  // The catalog lists tables in foreign-key order: a later table can reference an earlier one's row.
  for (const table of catalog.tables.map((t) => t.name)) {
    if (table === 'netlify.migrations') continue;
    const { rows } = await client.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS filled`);
    if (!rows[0]?.filled) await fillUnknownTable(client, table);
  }
  return catalog.tables.map((t) => t.name);
}

/**
 * The catalog as a backup reads it: search_path empty for that transaction only (RESET would not do:
 * the embedded database's reset value is pg_catalog, and its one session is shared by every client).
 */
export async function catalogOf(client: pg.Client): Promise<Catalog> {
  await client.query('BEGIN');
  try {
    await client.query("SET LOCAL search_path = ''");
    return await readCatalog(client);
  } finally {
    await client.query('COMMIT');
  }
}

/** Every row of a table as PostgreSQL's text of the whole row, sorted. */
export async function tableRows(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ row: string }>({ text: `SELECT x::text AS row FROM ${table} x ORDER BY 1`, types: RAW_TEXT });
  return rows.map((r) => r.row);
}

/** Each sequence of `public` with its last value and whether it was called. */
export async function sequenceStates(client: pg.Client): Promise<Record<string, string>> {
  const { rows: sequences } = await client.query<{ name: string }>(`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'S' AND n.nspname = 'public' ORDER BY 1`);
  const states: Record<string, string> = {};
  for (const { name } of sequences) {
    const { rows } = await client.query<{ state: string }>(`SELECT last_value::text || ' ' || is_called::text AS state FROM ${name}`);
    states[name] = rows[0]!.state;
  }
  return states;
}
