/**
 * Delivery you can see, end to end: a reply written on an inquiry's own page shows "sent" in its
 * history beside the visitor's confirmation; a bounce report for the Message-ID the mail went with
 * (posted to POST /api/inbound-mail as a mail provider posts it) shows "bounced" with its reason; "send again" sends it and
 * shows "sent" again. The dashboard's mail-health panel sends the owner a test mail. axe is clean on
 * both screens at 1440 and 375 px.
 */
import { expect, test, type Page } from './fixtures.ts';
import pg from 'pg';
import { adminCredentials, axeViolations, signInThroughUi } from './admin-helpers.ts';
import { mailTo } from './mailbox.ts';

async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A delivery status report (RFC 3464) of the mail that went with `messageId`, as a receiving server writes one. */
const bounceReport = (messageId: string, to: string) =>
  [
    'From: MAILER-DAEMON@mx.example.net',
    'To: no-reply@nusantarabridge.co.id',
    'Subject: Undelivered Mail Returned to Sender',
    `Message-ID: <dsn-${Date.now()}@mx.example.net>`,
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="R"',
    '',
    '--R',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '',
    '--R',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${to}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 mailbox unavailable',
    '',
    '--R',
    'Content-Type: text/rfc822-headers',
    '',
    'From: no-reply@nusantarabridge.co.id',
    `To: ${to}`,
    `Message-ID: ${messageId}`,
    '',
    '--R--',
    '',
  ].join('\r\n');

test('a reply shows sent, then bounced with its reason, then sent again', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `delivery-${tag}@example.com`;
  const sent = await page.request.post('/api/contact', {
    data: { name: '전송 테스트', company: `Delivery ${tag}`, email, phone: '+62 812 0000 0000', service: 'hr', privacy: true, locale: 'ko' },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await mailTo(email, new RegExp(reference));

  await signInThroughUi(page, `/admin#inquiries/${reference}`);
  const card = page.getByRole('tabpanel', { name: '문의' }).getByRole('article');
  await expect(card).toHaveCount(1);
  const history = card.getByRole('list', { name: '기록과 메모' });
  // The visitor's confirmation is on the inquiry's page with what became of it.
  const confirmation = card.getByRole('list', { name: '이메일' }).getByRole('listitem').filter({ hasText: '접수 확인 메일' });
  await expect(confirmation).toContainText('보냄');
  await expect(confirmation).toContainText(`받는 사람: ${email}`);

  await card.getByRole('button', { name: '회신', exact: true }).click();
  const form = card.getByRole('form', { name: '회신' });
  await form.getByLabel('회신 내용 (문의자에게 이메일로 갑니다)').fill(`전송 상태 확인 ${tag}`);
  await form.getByRole('button', { name: '이메일로 보내기' }).click();
  await expect(page.getByText('회신을 보냈습니다.')).toBeVisible();
  const replyLine = history.getByRole('listitem').filter({ hasText: `전송 상태 확인 ${tag}` });
  await expect(replyLine).toContainText('회신');
  await expect(replyLine).toContainText('보냄');
  await expect(replyLine.getByRole('button', { name: '다시 보내기' })).toHaveCount(0);
  await axeAtBothWidths(page);

  // The bounce report quotes the Message-ID the mail went with.
  const mail = await mailTo(email, new RegExp(`전송 상태 확인 ${tag}`));
  const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1];
  expect(messageId).toBeDefined();
  // The visitor's mail server answers with a delivery status report, which the mail provider posts to the inbound endpoint.
  const bounce = await page.request.post('/api/inbound-mail', {
    headers: { authorization: `Basic ${Buffer.from(`inbound:${process.env.INBOUND_MAIL_SECRET}`).toString('base64')}`, 'content-type': 'message/rfc822' },
    data: bounceReport(messageId!, email),
  });
  expect(await bounce.json()).toEqual({ outcome: 'bounce', matched: true });

  await page.reload();
  await expect(replyLine).toContainText('반송됨');
  await expect(replyLine).toContainText('사유: 550 5.1.1 mailbox unavailable');
  await axeAtBothWidths(page);
  await replyLine.getByRole('button', { name: '다시 보내기' }).click();
  await expect(page.getByText('회신을 다시 보냈습니다.')).toBeVisible();
  await expect(replyLine).toContainText('보냄');
  await expect(replyLine).toContainText('2번 시도');
  await expect(replyLine).not.toContainText('반송됨');
  await expect(replyLine.getByRole('button', { name: '다시 보내기' })).toHaveCount(0);
  // The second mail went with a Message-ID of its own.
  await expect.poll(async () => /^Message-ID:\s*(<[^>]+>)/im.exec((await mailTo(email, new RegExp(`전송 상태 확인 ${tag}`))).raw)?.[1]).not.toBe(messageId);
});

test('the dashboard shows the mail health and sends the owner a test mail', async ({ page }) => {
  const address = `owner-${Date.now().toString(36)}@example.com`;
  const before = await withDatabase(async (db) => (await db.query<{ email: string | null }>(`SELECT email FROM admins WHERE username = $1`, [adminCredentials.username])).rows[0]?.email ?? null);
  await withDatabase((db) => db.query(`UPDATE admins SET email = $2 WHERE username = $1`, [adminCredentials.username, address]));
  // The shared test account gets its address back whatever happens here.
  try {
    await checkPanel(page, address);
  } finally {
    await withDatabase((db) => db.query(`UPDATE admins SET email = $2 WHERE username = $1`, [adminCredentials.username, before]));
  }
});

async function checkPanel(page: Page, address: string): Promise<void> {
  await signInThroughUi(page);
  const panel = page.getByRole('region', { name: '메일 발송 상태' });
  await expect(panel).toContainText('마지막 발송 성공');
  await expect(panel).toContainText('최근 7일 반송');
  await expect(panel).toContainText(`내 주소(${address})로 보냅니다.`);
  await axeAtBothWidths(page);
  await panel.getByRole('button', { name: '테스트 메일 보내기' }).click();
  await expect(page.getByText(`테스트 메일을 ${address}(으)로 보냈습니다.`)).toBeVisible();
  // In the owner's own back-office language, the one the panel speaks here.
  const mail = await mailTo(address, /테스트 메일/);
  expect(mail.body).toContain('관리자 화면에서 보낸 테스트 메일입니다.');
  expect(mail.body).not.toContain('this is a test mail');
}
