/**
 * An unknown username must cost what a wrong password costs, so the answer time does not tell an
 * attacker which usernames exist. The account here is hashed with the production scrypt parameters
 * (the other tests use cheap ones), and the two kinds of attempt alternate so that a busy machine
 * slows both alike.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import { hashPassword } from '#functions/_shared/passwords.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, resetAdminTables, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  await resetAdminTables(db);
  await db.insertInto('admins').values({ username: 'kim', password: await hashPassword('the real password') }).execute();
});
afterAll(async () => {
  await resetAdminTables(db);
  restoreEnv();
  await db.destroy();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timedAttempt(username: string, index: number): Promise<number> {
  const started = performance.now();
  // A different client address each time: this test is about hashing time, not the per-address lock.
  const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username, password: 'a wrong password' }, ip: `198.51.100.${index}` });
  const elapsed = performance.now() - started;
  expect(response.status).toBe(401);
  return elapsed;
}

it('takes as long for an unknown username as for a wrong password (production scrypt)', async () => {
  const wrongPassword: number[] = [];
  const unknownUser: number[] = [];
  // Four of each: the account locks after five failures, and a locked answer skips the hash.
  for (let i = 0; i < 4; i++) {
    wrongPassword.push(await timedAttempt('kim', i));
    unknownUser.push(await timedAttempt(`ghost-${i}`, 10 + i));
  }
  const [known, unknown] = [median(wrongPassword), median(unknownUser)];
  // Both run one scrypt at N = 2^17 (hundreds of ms); without the dummy hash the unknown name would
  // answer in a few ms.
  expect(Math.min(known, unknown)).toBeGreaterThan(50);
  expect(Math.max(known, unknown) / Math.min(known, unknown)).toBeLessThan(1.6);
});
