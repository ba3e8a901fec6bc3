/**
 * The end-to-end fixtures send an API call again when its connection is reset before an answer (a
 * keep-alive connection the server closed as the call went out), and never repeat a call that was answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryingResets } from '#tests/e2e/fixtures.ts';

let server: Server;
let baseURL = '';
const seen = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const count = (seen.get(req.url!) ?? 0) + 1;
    seen.set(req.url!, count);
    // The first call of a "/reset-once" path meets a connection closed without an answer.
    if (req.url!.startsWith('/reset-once') && count === 1) {
      req.socket.destroy();
      return;
    }
    res.end(`call ${count}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('retryingResets', () => {
  it('Playwright alone fails on the reset (the failure the fixture is for)', async () => {
    const api = await request.newContext({ baseURL });
    await expect(api.get('/reset-once/plain')).rejects.toThrow(/ECONNRESET|socket hang up/);
    await api.dispose();
  });

  it('sends a reset GET and POST again and gets the answer', async () => {
    const api = retryingResets(await request.newContext({ baseURL }));
    expect(await (await api.get('/reset-once/get')).text()).toBe('call 2');
    expect(await (await api.post('/reset-once/post', { data: { a: 1 } })).text()).toBe('call 2');
    await api.dispose();
  });

  it('does not repeat an answered call', async () => {
    const api = retryingResets(await request.newContext({ baseURL }));
    expect(await (await api.post('/answered')).text()).toBe('call 1');
    expect(seen.get('/answered')).toBe(1);
    await api.dispose();
  });
});
