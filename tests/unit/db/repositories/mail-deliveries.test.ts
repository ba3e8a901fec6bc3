import { expect, it } from 'vitest';
import { normalMessageId } from '#db/repositories/mail-deliveries.ts';

it('matches a Message-ID whether a bounce report quotes it with its angle brackets or without', () => {
  expect(normalMessageId('abc@example.com')).toBe('<abc@example.com>');
  expect(normalMessageId(' <abc@example.com> ')).toBe('<abc@example.com>');
  expect(normalMessageId('<<abc@example.com>>')).toBe('<abc@example.com>');
});
