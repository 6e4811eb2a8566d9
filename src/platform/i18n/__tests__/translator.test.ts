import { afterEach, describe, expect, test, vi } from 'vitest';
import { allMessages } from './all-messages';
import { createTranslator, missingKeySampling } from '../translator';
import type { Language } from '../../market';
import type { BrandCode } from '../../brand';

// Counts compilations, to show that visits share them.
const compilations = vi.hoisted(() => ({ count: 0 }));
vi.mock('intl-messageformat', async (original) => {
  const { IntlMessageFormat: Real } = await original<typeof import('intl-messageformat')>();
  class Counted extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      compilations.count++;
    }
  }
  return { IntlMessageFormat: Counted };
});

afterEach(() => vi.restoreAllMocks());

const translator = async (language: Language, market: string, brand: BrandCode = 'AS', options = {}) =>
  createTranslator({ brand, market, language, messages: await allMessages(language), ...options });

describe('translator', () => {
  test('formats plurals by the rules of the language', async () => {
    const ru = await translator('ru', 'ru');
    expect(ru.t('results.done', { count: 1 })).toBe('Найдено 1 предложение');
    expect(ru.t('results.done', { count: 3 })).toBe('Найдено 3 предложения');
    expect(ru.t('results.done', { count: 5 })).toBe('Найдено 5 предложений');
    const en = await translator('en', 'us', 'WA');
    expect(en.t('results.stops', { count: 0 })).toBe('Direct');
    expect(en.t('results.stops', { count: 2 })).toBe('2 stops');
  });

  test('a price for passengers agrees with the number in Russian and Ukrainian («за 4 пассажира», «за 5 пассажиров»)', async () => {
    const ru = await translator('ru', 'ru');
    const forRu = (count: number) => ru.t('ticket.forPassengers', { count });
    expect([1, 2, 4, 5, 11, 21, 22].map(forRu)).toEqual([
      'за 1 пассажира',
      'за 2 пассажира',
      'за 4 пассажира',
      'за 5 пассажиров',
      'за 11 пассажиров',
      'за 21 пассажира',
      'за 22 пассажира',
    ]);
    expect(ru.t('booking.total', { count: 4, price: '1 000 ₽' })).toBe('Итого за 4 пассажира: 1 000 ₽');
    expect(ru.t('results.prices.monthCaption', { count: 3, month: 'май' })).toBe('Самая низкая цена за 3 пассажира по дням вылета, май');
    expect(ru.t('search.passengersSummary', { count: 4, tripClass: 'эконом' })).toBe('4 пассажира, эконом');
    const uk = await translator('uk', 'ua');
    const forUk = (count: number) => uk.t('ticket.forPassengers', { count });
    expect([1, 4, 5, 21].map(forUk)).toEqual(['за 1 пасажира', 'за 4 пасажири', 'за 5 пасажирів', 'за 21 пасажира']);
    expect(uk.t('booking.total', { count: 2, price: '₴100' })).toBe('Разом за 2 пасажири: ₴100');
    const en = await translator('en', 'us', 'WA');
    expect([1, 4].map((count) => en.t('ticket.forPassengers', { count }))).toEqual(['for 1 passenger', 'for 4 passengers']);
  });

  test('visits share compiled messages, each compiled once per locale, and each formats by its own locale', () => {
    const bundle = { 'results.done': '{count, plural, one {# one} few {# few} many {# many} other {# other}}' } as const;
    const visit = (language: Language, market: string, brand: BrandCode) => createTranslator({ brand, market, language, messages: bundle as never });
    const before = compilations.count;
    expect(visit('ru', 'ru', 'AS').t('results.done', { count: 3 })).toBe('3 few');
    expect(visit('ru', 'ru', 'AS').t('results.done', { count: 5 })).toBe('5 many');
    expect(compilations.count - before).toBe(1);
    expect(visit('en', 'us', 'WA').t('results.done', { count: 3 })).toBe('3 other');
    expect(visit('en', 'us', 'WA').withMessages('search', {}).t('results.done', { count: 1 })).toBe('1 one');
    expect(compilations.count - before).toBe(2);
  });

  test('the locale comes from language, market and brand, with its ru_RU string', async () => {
    expect(await translator('ru', 'ru')).toMatchObject({ locale: 'ru-RU', localeString: 'ru_RU' });
    expect(await translator('ru', 'kz')).toMatchObject({ locale: 'ru-KZ', localeString: 'ru_KZ' });
    expect(await translator('kk', 'kz')).toMatchObject({ locale: 'kk-KZ', localeString: 'kk_KZ' });
    expect(await translator('en', 'gb', 'WA')).toMatchObject({ locale: 'en-GB', localeString: 'en_GB' });
    expect(await translator('es-ES', 'us', 'WA')).toMatchObject({ locale: 'es-US', localeString: 'es_US' });
  });

  test('a missing key shows itself and is reported with a sampling of 0.0003', async () => {
    expect(missingKeySampling).toBe(0.0003);
    const report = vi.fn();
    const draws = [0.5, 0.00029, 0.0003];
    const en = await translator('en', 'us', 'WA', { report, random: () => draws.shift() ?? 1 });
    expect(en.t('results.nowhere' as never)).toBe('results.nowhere');
    expect(report).not.toHaveBeenCalled();
    expect(en.t('results.nowhere' as never)).toBe('results.nowhere');
    expect(report).toHaveBeenCalledExactlyOnceWith('Missing key for language', { language: 'en', key: 'results.nowhere' });
    en.t('results.nowhere' as never);
    expect(report).toHaveBeenCalledTimes(1);
  });

  test("a key of a group the translator has not loaded shows itself, unreported: it is not this page's", async () => {
    const report = vi.fn();
    const shell = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: { 'nav.flights': 'Flights' }, report, random: () => 0 });
    expect(shell.t('results.title', { origin: 'MOW', destination: 'IST' })).toBe('results.title');
    expect(report).not.toHaveBeenCalled();
    const grown = shell.withMessages('search', { 'results.title': '{origin} – {destination}' });
    expect(grown.t('results.title', { origin: 'MOW', destination: 'IST' })).toBe('MOW – IST');
    expect(grown.groups).toEqual(['search']);
    expect(shell.withMessages('search', {}).groups).toEqual(['search']);
    expect(grown.withMessages('search', { 'results.title': 'other' })).toBe(grown);
    grown.t('results.nowhere' as never);
    expect(report).toHaveBeenCalledExactlyOnceWith('Missing key for language', { language: 'en', key: 'results.nowhere' });
  });

  test('by default a sampled missing key is a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const en = await translator('en', 'us', 'WA', { random: () => 0 });
    en.t('results.nowhere' as never);
    expect(warn).toHaveBeenCalledWith('Missing key for language', { language: 'en', key: 'results.nowhere' });
  });
});

describe('subscription naming through placeholders (spec §1)', () => {
  test.each([
    ['AS', 'ru', 'ru', 'Авиасмарт', 'More', 'Авиасмарт More'],
    ['AS', 'kz', 'ru', 'Авиасмарт', 'Мой кешбэк', '«Мой кешбэк» от Авиасмарт'],
    ['AS', 'kz', 'kk', 'Aviasmart', 'Менің кэшбэгім', '«Менің кэшбэгім» — Aviasmart'],
    ['AS', 'ua', 'uk', 'Aviasmart', 'Мій кешбек', '«Мій кешбек» від Aviasmart'],
    ['AS', 'ge', 'en', 'Aviasmart', 'My cashback', 'My cashback from Aviasmart'],
    ['AS', 'us', 'en', 'Aviasmart', 'More', 'Aviasmart More'],
    ['WA', 'us', 'en', 'WayAround', 'Plus', 'WayAround Plus'],
    ['WA', 'us', 'es-ES', 'WayAround', 'Plus', 'WayAround Plus'],
  ] as const)('%s in %s, %s: %s, %s, %s', async (brand, market, language, appName, subscriptionName, subscriptionLongName) => {
    const t = await translator(language, market, brand);
    expect(t.names).toEqual({ appName, subscriptionName, subscriptionLongName });
  });

  test('messages get the names without being given them; given values win', async () => {
    const ru = await translator('ru', 'kz');
    expect(ru.t('account.subscription.title')).toBe('Подписка: Мой кешбэк');
    expect(ru.t('premium.title')).toBe('«Мой кешбэк» от Авиасмарт');
    expect(ru.t('footer.rights', { year: 2030 })).toBe('© 2030 Авиасмарт');
    expect(ru.t('account.subscription.title', { subscriptionName: 'More' })).toBe('Подписка: More');
    const wa = await translator('en', 'us', 'WA');
    expect(wa.t('premium.payment.title')).toBe('Subscribe to Plus');
    expect(wa.t('faq.lead')).toContain('WayAround');
  });
});
