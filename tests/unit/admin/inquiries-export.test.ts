import { describe, expect, it } from 'vitest';
import type { AdminInquiryRow } from '#db/repositories/inquiries/desk.ts';
import { exportFileName, inquiriesCsv } from '#functions/_shared/admin/inquiries/export.ts';

const row: AdminInquiryRow = {
  id: 7,
  reference: '5b0c3f4e-1111-4222-8333-944445555666',
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
  locale: null,
  updated_by_name: null,
};

describe('inquiriesCsv', () => {
  it('writes the header and one record per inquiry in the contract order', () => {
    expect(inquiriesCsv([row]).text).toBe(
      '\uFEFFid,reference,received,status,name,company,email,phone,service,budget,message,locale\r\n' +
        `7,5b0c3f4e-1111-4222-8333-944445555666,2026-11-20T03:04:05.678Z,in_progress,김민수,"'=HYPERLINK(""http://evil.example"",""x"")",` +
        `minsu.kim@example.com,'+62 812 3456 7890,licensing,,"일정, 비용이 ""궁금""합니다.\n감사합니다.",\r\n`,
    );
  });

  it('stops at a whole record before the byte budget', () => {
    const rows = [row, { ...row, id: 8 }, { ...row, id: 9 }];
    const whole = inquiriesCsv(rows);
    expect(whole).toMatchObject({ records: 3, complete: true });
    const lines = whole.text.split('\r\n');
    // A budget that fits the header and two records of three (the message's LF is no record end).
    const twoRecords = Buffer.byteLength(whole.text) - Buffer.byteLength(`${lines.at(-2)}\r\n`);
    const cut = inquiriesCsv(rows, twoRecords);
    expect(cut).toMatchObject({ records: 2, complete: false });
    expect(Buffer.byteLength(cut.text)).toBe(twoRecords);
    expect(cut.text.endsWith('\r\n')).toBe(true);
    expect(inquiriesCsv(rows, twoRecords - 1).records).toBe(1);
  });
});

describe('exportFileName', () => {
  it('dates the file in Jakarta time', () => {
    expect(exportFileName(new Date('2026-11-22T06:00:00Z'))).toBe('inquiries-2026-11-22.csv');
    expect(exportFileName(new Date('2026-11-22T17:30:00Z'))).toBe('inquiries-2026-11-23.csv');
  });
});
