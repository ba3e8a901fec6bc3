import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { validateBody } from '#functions/_shared/admin/validation.ts';

describe('validateBody', () => {
  const schema = v.object({ name: v.pipe(v.string('이름을 입력하세요'), v.nonEmpty('이름을 입력하세요')), age: v.optional(v.number('숫자')) });

  it('answers 400 naming each missing or bad field with its own message', async () => {
    for (const body of [undefined, null, [], 'text', {}]) {
      const result = validateBody(schema, body);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.response.status).toBe(400);
        expect(await result.response.json()).toEqual({ error: '입력값을 확인해주세요.', fields: { name: '이름을 입력하세요' } });
      }
    }
    const bad = validateBody(schema, { name: 'x', age: 'old' });
    expect(!bad.ok && ((await bad.response.json()) as { fields: object }).fields).toEqual({ age: '숫자' });
  });

  it('returns the parsed value', () => {
    expect(validateBody(schema, { name: 'Kim', age: 3 })).toEqual({ ok: true, value: { name: 'Kim', age: 3 } });
  });
});
