import { describe, expect, it } from 'vitest';
import type { ReminderItemRow, ReminderList } from '#db/repositories/inquiries/reminders.ts';
import { reminderMessage } from '#functions/_shared/admin/inquiries/reminder-mail.ts';

const recipient = { id: 3, username: 'lee', email: 'lee@firm.example', locale: 'en' as const, time_zone: null };
const item = (reference: string, overrides: Partial<ReminderItemRow> = {}): ReminderItemRow => ({
  reference, company: 'Acme', follow_up: null, created_at: new Date('2026-11-26T19:05:00Z'), overdue: false, unanswered: true, ...overrides,
});
const mail = (list: ReminderList, overrides: Partial<Parameters<typeof reminderMessage>[0]> = {}) =>
  reminderMessage({ recipient, list, today: '2026-11-28', site: 'https://desk.example', from: 'no-reply@firm.example', ...overrides });

describe('the morning reminder e-mail', () => {
  it('lists the overdue, then the unanswered, each with its link, counted in the subject and headings', () => {
    const message = mail({
      items: [item('NB-2026-AAAAAA', { overdue: true, follow_up: '2026-11-25', unanswered: false }), item('NB-2026-BBBBBB', { overdue: true, follow_up: '2026-11-26' }), item('NB-2026-CCCCCC')],
      overdue: 2,
      unanswered: 1,
    });
    expect(message).toMatchObject({ from: 'no-reply@firm.example', to: 'lee@firm.example', subject: '[Inquiry reminder] 3 inquiries need you', headers: { 'Auto-Submitted': 'auto-generated' } });
    expect(message.text.split('\n')).toEqual([
      'Hello lee,',
      'On the morning of 2026-11-28, these inquiries assigned to you need your attention.',
      '',
      'Follow-up day passed (2)',
      '- NB-2026-AAAAAA · Acme · follow up on 2026-11-25',
      '  https://desk.example/admin#inquiries/NB-2026-AAAAAA',
      '- NB-2026-BBBBBB · Acme · follow up on 2026-11-26 · no reply yet',
      '  https://desk.example/admin#inquiries/NB-2026-BBBBBB',
      '',
      'No reply for over 24 hours (1)',
      '- NB-2026-CCCCCC · Acme · received 2026-11-27 02:05 (UTC+07:00)',
      '  https://desk.example/admin#inquiries/NB-2026-CCCCCC',
      '',
      '-- ',
      'This reminder is sent once each morning. To stop it, ask an owner to turn it off on the accounts screen.',
    ]);
  });

  it('speaks the admin language with times in their own zone, counts what it does not list, and goes without links when there is no site address', () => {
    const message = mail({ items: [item('NB-2026-CCCCCC', { company: 'PT Maju\nJaya  Abadi' })], overdue: 0, unanswered: 41 }, { recipient: { ...recipient, locale: 'id', time_zone: 'Asia/Seoul' }, site: undefined });
    expect(message.subject).toBe('[Pengingat pertanyaan] 41 pertanyaan perlu Anda tangani');
    expect(message.text).toContain('Belum dibalas lebih dari 24 jam (41)\n- NB-2026-CCCCCC · PT Maju Jaya Abadi · diterima 2026-11-27 04:05 (UTC+09:00)\n');
    expect(message.text).toContain('40 lainnya: lihat di halaman admin.');
    expect(message.text).not.toContain('Hari tindak lanjut');
    expect(message.text).not.toContain('http');
  });

  it('writes Korean for a Korean admin', () => {
    const message = mail({ items: [item('NB-2026-AAAAAA', { overdue: true, follow_up: '2026-11-25' })], overdue: 1, unanswered: 0 }, { recipient: { ...recipient, username: '김', locale: 'ko' } });
    expect(message.subject).toBe('[문의 알림] 확인이 필요한 문의 1건');
    expect(message.text).toContain('김님, 안녕하세요.\n');
    expect(message.text).toContain('후속 조치일이 지난 문의 (1건)\n- NB-2026-AAAAAA · Acme · 후속 조치일 2026-11-25 · 아직 회신 없음\n');
  });
});
