import { describe, expect, test } from 'vitest';
import { declinedPlaces, fromCase, routeCases, routeTitle, toCase } from '../model/route-cases';

describe('Russian case forms of route phrases', () => {
  test('the top destinations decline, each by its own form', () => {
    expect(routeCases('MOW', 'IST')).toEqual({ from: 'из Москвы', to: 'в Стамбул' });
    expect(routeCases('LED', 'AER')).toEqual({ from: 'из Санкт-Петербурга', to: 'в Сочи' });
    expect(routeCases('PEE', 'PRG')).toEqual({ from: 'из Перми', to: 'в Прагу' });
    expect(routeCases('GOJ', 'MRV')).toEqual({ from: 'из Нижнего Новгорода', to: 'в Минеральные Воды' });
    expect(routeCases('ROV', 'ATH')).toEqual({ from: 'из Ростова-на-Дону', to: 'в Афины' });
  });

  test('«во» before в or ф and a consonant only', () => {
    expect(toCase('VVO')).toBe('во Владивосток');
    expect(toCase('FR')).toBe('во Францию');
    expect(toCase('VIE')).toBe('в Вену');
    expect(toCase('VN')).toBe('во Вьетнам');
  });

  test('countries decline too', () => {
    expect(toCase('TR')).toBe('в Турцию');
    expect(fromCase('AE')).toBe('из ОАЭ');
  });

  test('a place the table lacks is never declined: no phrase at all', () => {
    expect(routeCases('MOW', 'TZX')).toBeNull();
    expect(routeCases('TZX', 'MOW')).toBeNull();
    expect(fromCase('TZX')).toBeNull();
    expect(toCase('SVO')).toBeNull();
    expect(toCase('constructor')).toBeNull();
    expect(toCase('__proto__')).toBeNull();
  });

  test('every form in the table is Cyrillic text with no stray spaces', () => {
    expect(declinedPlaces.length).toBeGreaterThanOrEqual(80);
    for (const code of declinedPlaces) {
      for (const phrase of [fromCase(code), toCase(code)]) expect(phrase, code).toMatch(/^(из|в|во) [А-ЯЁ][А-ЯЁа-яё-]*( [А-ЯЁа-яё-]+)*$/);
    }
  });
});

describe('the title of a trip', () => {
  const messages = { 'results.title': 'Авиабилеты {origin} – {destination}', 'results.titleCased': 'Авиабилеты {from} {to}' };
  const t = (key: keyof typeof messages, values: Record<string, string>) => messages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name]!);
  const moscow = { code: 'MOW', name: 'Москва' };

  test('declines in Russian when the table knows both places', () => {
    expect(routeTitle(t, 'ru', moscow, { code: 'IST', name: 'Стамбул' })).toBe('Авиабилеты из Москвы в Стамбул');
  });

  test('falls back to the names with a dash, which never needs a case', () => {
    expect(routeTitle(t, 'ru', moscow, { code: 'TZX', name: 'Трабзон' })).toBe('Авиабилеты Москва – Трабзон');
    expect(routeTitle(t, 'ru', { code: 'SVO', name: 'Шереметьево' }, { code: 'IST', name: 'Стамбул' })).toBe('Авиабилеты Шереметьево – Стамбул');
  });

  test('other languages keep their own phrasing', () => {
    expect(routeTitle(t, 'uk', moscow, { code: 'IST', name: 'Стамбул' })).toBe('Авиабилеты Москва – Стамбул');
  });
});
