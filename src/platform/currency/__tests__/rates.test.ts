import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currencyRatesQuery } from '..';
import { logger } from '../../logger';
import { fetchFx } from '../../request';

// Requests use paths relative to the page's origin.
beforeEach(() => vi.stubGlobal('location', { href: 'http://test/search' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const rates = { rub: 1, usd: 0.0125, eur: 0.0108 };

describe('currency rates', () => {
  it('are tried 4 times, then the failure is logged with `Currency rates request failed after retries`, sampled at 10 %', async () => {
    const warnings: string[] = [];
    vi.spyOn(logger, 'sampled').mockImplementation((rate) => {
      expect(rate).toBe(0.1);
      return { ...logger, warning: (message: string) => void warnings.push(message) };
    });
    const fetchMock = vi.fn(async () => new Response('{"rub":"one"}', { headers: { 'content-type': 'application/json' } }));
    const scope = fork({ handlers: [[fetchFx, fetchMock]] });
    await allSettled(currencyRatesQuery.start, { scope });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(warnings).toEqual(['Currency rates request failed after retries']);
  });

  it('are asked of the search engine host and checked as a dictionary of numbers', async () => {
    const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify(rates), { headers: { 'content-type': 'application/json' } }));
    const scope = fork({ handlers: [[fetchFx, fetchMock]] });
    await allSettled(currencyRatesQuery.start, { scope });
    expect(fetchMock.mock.calls[0]![0].url).toBe('http://test/api/search/currency.json');
    expect(scope.getState(currencyRatesQuery.$data)).toEqual(rates);
  });
});
