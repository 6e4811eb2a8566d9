import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { createCurrencyRates } from '..';

const dir = mkdtempSync(join(tmpdir(), 'rates-'));
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const logger = () => ({ warn: vi.fn() });

let server: Server;
let base: string;
let hits = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    hits++;
    if (request.url === '/rates') return response.end(JSON.stringify({ USD: 90, EUR: 100 }));
    response.statusCode = 503;
    response.end('down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('without a source the bundled snapshot answers', async () => {
  const log = logger();
  const rates = await createCurrencyRates({ log }).rates();
  expect(rates.rub).toBe(1);
  expect(rates.usd).toBeGreaterThan(50);
  expect(log.warn).not.toHaveBeenCalled();
});

test('a file source wins; currencies it lacks come from the snapshot with a warning', async () => {
  const log = logger();
  const rates = await createCurrencyRates({ source: file('rates.json', '{"usd": 91.5, "EUR": 99}'), log }).rates();
  expect(rates).toMatchObject({ usd: 91.5, eur: 99, rub: 1 });
  expect(rates.kzt).toBeGreaterThan(0);
  expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ missing: expect.arrayContaining(['kzt']) }), expect.any(String));
});

test('a URL source is read once and kept', async () => {
  const provider = createCurrencyRates({ source: `${base}/rates`, log: logger() });
  hits = 0;
  const [first, second] = await Promise.all([provider.rates(), provider.rates()]);
  expect(first).toMatchObject({ usd: 90, eur: 100 });
  expect(second).toBe(first);
  await provider.rates();
  expect(hits).toBe(1);
});

test.each([
  ['an unreachable URL', () => `${base}/down`],
  ['a missing file', () => join(dir, 'nope.json')],
  ['invalid JSON', () => file('broken.json', '{usd: ')],
  ['a negative rate', () => file('negative.json', '{"usd": -1}')],
  ['a list instead of a dictionary', () => file('list.json', '[1, 2]')],
])('%s falls back to the snapshot and warns', async (_, source) => {
  const log = logger();
  const rates = await createCurrencyRates({ source: source(), log }).rates();
  expect(rates.rub).toBe(1);
  expect(rates.usd).toBeGreaterThan(50);
  expect(log.warn).toHaveBeenCalledOnce();
});
