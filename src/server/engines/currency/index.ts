import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { CurrencyRates } from '../../../contracts';
import { currencies } from '../../../platform/market';
import { dataDir } from '../../data-dir';

export interface CurrencyRatesProvider {
  /** Roubles per unit for every currency of spec §3. Never fails: the bundled snapshot is the floor. */
  rates(): Promise<CurrencyRates>;
}

export interface CurrencyRatesOptions {
  /** A file path or http(s) URL with a `{code: roubles}` snapshot; the bundled one when left out. */
  source?: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long rates from the source are kept before it is read again. */
  maxAgeMs?: number;
  /** How long to wait before trying a failed source again. */
  retryAfterMs?: number;
  /** How long a URL may take to answer. */
  timeoutMs?: number;
}

/**
 * Rates for `GET currency.json`. Rates move slowly and the source may be remote, so they are kept
 * for an hour and concurrent requests share one read. A source that fails or answers nonsense is
 * logged and the bundled snapshot (`data/currency-rates.json`) answers instead; currencies it
 * lacks are taken from the snapshot too, so the client can always convert every price.
 */
export function createCurrencyRates({
  source,
  log,
  maxAgeMs = 3_600_000,
  retryAfterMs = 60_000,
  timeoutMs = 3_000,
}: CurrencyRatesOptions): CurrencyRatesProvider {
  let cached: { rates: Promise<CurrencyRates>; until: number } | undefined;

  const load = async (): Promise<{ rates: CurrencyRates; fresh: boolean }> => {
    const snapshot = await readSnapshot();
    if (!source) return { rates: snapshot, fresh: true };
    try {
      const rates = parseRates(await read(source, timeoutMs));
      const missing = currencies.filter((code) => rates[code] === undefined);
      if (missing.length) log.warn({ source, missing }, 'currency rates source lacks some currencies; using the bundled snapshot for them');
      return { rates: { ...pick(snapshot, missing), ...rates }, fresh: true };
    } catch (error) {
      log.warn({ source, err: error }, 'currency rates source failed; using the bundled snapshot');
      return { rates: snapshot, fresh: false };
    }
  };

  return {
    rates() {
      if (cached && Date.now() < cached.until) return cached.rates;
      const loading = load();
      const entry = { rates: loading.then((result) => result.rates), until: Infinity };
      cached = entry;
      // A failed source is retried sooner than a good one is refreshed; a missing snapshot (a broken
      // deployment) fails this request and is read again on the next.
      loading.then(
        ({ fresh }) => (entry.until = Date.now() + (fresh ? maxAgeMs : retryAfterMs)),
        () => (entry.until = 0),
      );
      return entry.rates;
    },
  };
}

let snapshot: Promise<CurrencyRates> | undefined;
function readSnapshot(): Promise<CurrencyRates> {
  return (snapshot ??= readFile(dataDir('currency-rates.json'), 'utf8').then((text) => CurrencyRates.parse(JSON.parse(text))));
}

async function read(source: string, timeoutMs: number): Promise<unknown> {
  if (!/^https?:\/\//i.test(source)) return JSON.parse(await readFile(source, 'utf8'));
  const response = await fetch(source, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/** Codes in any case ("USD" as many feeds write them); values must be positive numbers. */
function parseRates(value: unknown): CurrencyRates {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('rates must be an object of code to number');
  const lowered = Object.fromEntries(Object.entries(value).map(([code, rate]) => [code.toLowerCase(), rate]));
  const result = CurrencyRates.safeParse(lowered);
  if (!result.success) throw new Error(`rates are invalid: ${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`);
  return result.data;
}

const pick = (rates: CurrencyRates, codes: readonly string[]) => Object.fromEntries(codes.flatMap((code) => (rates[code] ? [[code, rates[code]]] : [])));
