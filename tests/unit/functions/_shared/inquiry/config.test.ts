import { expect, it } from 'vitest';
import { missingMailSettings } from '#functions/_shared/inquiry/config.ts';

it('names the mail settings that are missing: SMTP_HOST and SMTP_FROM when unset or blank, nothing when both are set', () => {
  expect(missingMailSettings({})).toEqual(['SMTP_HOST', 'SMTP_FROM']);
  expect(missingMailSettings({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: '  ' })).toEqual(['SMTP_FROM']);
  expect(missingMailSettings({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@example.com' })).toEqual([]);
});
