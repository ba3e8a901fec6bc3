import { describe, expect, it } from 'vitest';
import type { ExportedInquiry } from '#db/repositories/inquiries/exports.ts';
import { exportFileName, inquiriesCsv } from '#functions/_shared/admin/inquiries/export.ts';

const row: ExportedInquiry = {
  id: 7,
  reference: '5b0c3f4e-1111-4222-8333-944445555666',
  public_ref: 'NB-2026-7KQ4MX',
  name: '김민수',
  company: '=HYPERLINK("http://evil.example","x")',
  email: 'minsu.kim@example.com',
  phone: '+62 812 3456 7890',
  service: 'licensing',
  budget: null,
  message: '일정, 비용이 "궁금"합니다.\n감사합니다.',
  privacy: true,
  status: 'in_progress',
  status_updated_at: null,
  spam_reason: null,
  version: 1,
  created_at: new Date('2026-11-20T03:04:05.678Z'),
  locale: 'zh',
  updated_by_name: null,
  assigned_to: null,
  assignee_name: null,
  follow_up: null,
  landing_page: '/zh/contact?utm_source=naver&utm_medium=cpc',
  referrer: 'https://search.naver.com',
  utm_source: 'naver',
  utm_medium: 'cpc',
  utm_campaign: null,
  note_count: 0,
  last_reply_at: null,
  last_reply_delivery: null,
};
const korean = { locale: 'ko', timeZone: null } as const;

describe('inquiriesCsv', () => {
  it('writes labels, not codes, in the reader’s language, the time with its offset, where the lead came from, the BOM, and neutralizes formulas', () => {
    expect(inquiriesCsv([row], korean).text).toBe(
      '\uFEFF접수번호,접수일,처리 상태,이름,회사명,이메일,연락처,관심 서비스,예산,문의 내용,문의 언어,유입 경로,담당자,후속 조치일,메모 수,마지막 회신,회신 메일 상태\r\n' +
        `NB-2026-7KQ4MX,2026-11-20 10:04 (UTC+07:00),진행 중,김민수,"'=HYPERLINK(""http://evil.example"",""x"")",` +
        `minsu.kim@example.com,'+62 812 3456 7890,법인 설립 및 인허가,,"일정, 비용이 ""궁금""합니다.\n감사합니다.",简体中文,캠페인: naver / cpc · 유입 사이트: https://search.naver.com · 첫 페이지: /zh/contact?utm_source=naver&utm_medium=cpc,,,0,,\r\n`,
    );
  });

  it('follows the reader’s language and time zone', () => {
    const [header, record] = inquiriesCsv([row], { locale: 'id', timeZone: 'Asia/Seoul' }).text.split('\r\n');
    expect(header).toBe('\uFEFFNomor referensi,Diterima,Status,Nama,Perusahaan,Email,Telepon,Layanan,Anggaran,Pesan,Bahasa,Sumber,Penanggung jawab,Tanggal tindak lanjut,Jumlah catatan,Balasan terakhir,Status email balasan');
    expect(record).toContain('NB-2026-7KQ4MX,2026-11-20 12:04 (UTC+09:00),Diproses,');
    expect(inquiriesCsv([row], { locale: 'en', timeZone: 'UTC' }).text).toContain('2026-11-20 03:04 (UTC+00:00),In progress,');
  });

  it('names who has the inquiry, its follow-up day, its notes counted and its last reply in the reader’s zone', () => {
    const worked = { ...row, assigned_to: 3, assignee_name: 'park', follow_up: '2026-12-01', note_count: 2, last_reply_at: new Date('2026-11-21T16:30:00Z'), last_reply_delivery: 'bounced' as const };
    expect(inquiriesCsv([worked], korean).text.split('\r\n')[1]).toMatch(/,park,2026-12-01,2,2026-11-21 23:30 \(UTC\+07:00\),반송됨$/);
    expect(inquiriesCsv([worked], { locale: 'en', timeZone: 'Asia/Seoul' }).text.split('\r\n')).toEqual([
      expect.stringMatching(/,Source,Assignee,Follow-up day,Notes,Last reply,Reply mail status$/),
      expect.stringMatching(/,park,2026-12-01,2,2026-11-22 01:30 \(UTC\+09:00\),Bounced$/),
      '',
    ]);
  });

  it('stops at a whole record before the byte budget', () => {
    const rows = [row, { ...row, id: 8 }, { ...row, id: 9 }];
    const whole = inquiriesCsv(rows, korean);
    expect(whole).toMatchObject({ records: 3, complete: true });
    const lines = whole.text.split('\r\n');
    // A budget that fits the header and two records of three (the message's LF is no record end).
    const twoRecords = Buffer.byteLength(whole.text) - Buffer.byteLength(`${lines.at(-2)}\r\n`);
    const cut = inquiriesCsv(rows, korean, twoRecords);
    expect(cut).toMatchObject({ records: 2, complete: false });
    expect(Buffer.byteLength(cut.text)).toBe(twoRecords);
    expect(cut.text.endsWith('\r\n')).toBe(true);
    expect(inquiriesCsv(rows, korean, twoRecords - 1).records).toBe(1);
  });
});

describe('exportFileName', () => {
  it('dates the file in Jakarta time', () => {
    expect(exportFileName(new Date('2026-11-22T06:00:00Z'))).toBe('inquiries-2026-11-22.csv');
    expect(exportFileName(new Date('2026-11-22T17:30:00Z'))).toBe('inquiries-2026-11-23.csv');
  });
});
