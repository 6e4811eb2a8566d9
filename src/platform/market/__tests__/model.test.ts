import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { BrandCode } from '../../brand';
import { $brand, $currency, $market, switchVisitSettingsFx, userSettingsReceived, visitSettingsChanged, type VisitChange } from '../model';
import type { Currency } from '../markets';

function visit(brand: BrandCode, market: string, currency: Currency) {
  const reload = vi.fn<(change: VisitChange) => void>();
  const scope = fork({
    values: [
      [$brand, brand],
      [$market, market],
      [$currency, currency],
    ],
    handlers: [[switchVisitSettingsFx, reload]],
  });
  return { scope, reload };
}

describe('currency from user settings reloads with the parameter (spec §4)', () => {
  test('a currency the market offers and the rates service converts', async () => {
    const { scope, reload } = visit('AS', 'ru', 'rub');
    await allSettled(userSettingsReceived, { scope, params: { currency: 'EUR' } });
    expect(reload).toHaveBeenCalledExactlyOnceWith({ settings: { currency: 'eur' } });
  });

  test.each([
    ['the current currency', { currency: 'rub' }],
    ['one the rates service cannot convert', { currency: 'try' }],
    ['one the market does not offer', { currency: 'inr' }],
    ['no currency', {}],
  ])('nothing happens for %s', async (_, settings) => {
    const { scope, reload } = visit('AS', 'ru', 'rub');
    await allSettled(userSettingsReceived, { scope, params: settings });
    expect(reload).not.toHaveBeenCalled();
  });

  test('the brand decides what the market offers', async () => {
    const wa = visit('WA', 'us', 'usd');
    await allSettled(userSettingsReceived, { scope: wa.scope, params: { currency: 'krw' } });
    expect(wa.reload).toHaveBeenCalledWith({ settings: { currency: 'krw' } });
    const as = visit('AS', 'us', 'usd');
    await allSettled(userSettingsReceived, { scope: as.scope, params: { currency: 'krw' } });
    expect(as.reload).not.toHaveBeenCalled();
  });
});

describe('region changes', () => {
  test('a change reloads; an empty one does not', async () => {
    const { scope, reload } = visit('AS', 'ru', 'rub');
    await allSettled(visitSettingsChanged, { scope, params: { settings: {} } });
    expect(reload).not.toHaveBeenCalled();
    await allSettled(visitSettingsChanged, { scope, params: { settings: { market: 'kz' }, toRoot: true } });
    expect(reload).toHaveBeenCalledWith({ settings: { market: 'kz' }, toRoot: true });
  });
});
