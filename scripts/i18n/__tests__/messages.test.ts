import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkMessages, checkRepository, describeProblems, placeholdersOf } from '../messages';

const root = resolve(import.meta.dirname, '../../..');

describe('every UI language is complete and every message is used', () => {
  test('this repository: no key missing in any language, none unknown, none unused, none built at run time', () => {
    expect(describeProblems(checkRepository(root))).toEqual([]);
  });
});

describe('the check', () => {
  const bundles = {
    en: { 'nav.flights': 'Flights', 'search.class.Y': 'Economy', 'search.class.C': 'Business', 'old.key': 'Old' },
    ru: { 'nav.flights': 'Авиабилеты', 'search.class.Y': 'Эконом', 'search.class.C': ' ', 'ru.only': 'x' },
  };

  test('finds keys missing (or blank) in a language and keys English does not have', () => {
    const report = checkMessages(bundles, []);
    expect(report.missing).toEqual({ ru: ['search.class.C', 'old.key'] });
    expect(report.extra).toEqual({ ru: ['ru.only'] });
  });

  test('a key is used when a source spells it out, in TS or TSX, in code or in JSX', () => {
    const report = checkMessages(bundles, [
      { path: 'src/a.tsx', text: "export const A = () => <p>{t('nav.flights')}</p>;" },
      { path: 'src/b.ts', text: "export const keys = { Y: 'search.class.Y', C: `search.class.C` } as const;" },
    ]);
    expect(report.unused).toEqual(['old.key']);
    expect(report.dynamic).toEqual([]);
  });

  test('a key built at run time is reported where it is built', () => {
    const report = checkMessages(bundles, [
      { path: 'src/a.tsx', text: "const x = 1;\nexport const A = ({ c }) => <p>{t(`search.class.${c}`)}</p>;" },
      // Templates that do not start like a key are other strings.
      { path: 'src/b.ts', text: 'export const path = `/search/${code}`; export const name = `seo-${section}`; const e = `${a}.b`;' },
    ]);
    expect(report.dynamic).toEqual([{ path: 'src/a.tsx', line: 2, prefix: 'search.class.' }]);
    expect(report.unused).toEqual(['nav.flights', 'search.class.Y', 'search.class.C', 'old.key']);
    expect(describeProblems(report)).toContain('src/a.tsx:2 builds a message key at run time (`search.class.${…}`): list the keys explicitly');
  });

  test('placeholders follow English: a translation may not drop, rename or add one', () => {
    expect(placeholdersOf('{count, plural, one {# stop in {city}} other {# stops}} — {appName}')).toEqual(['appName', 'city', 'count']);
    expect(placeholdersOf('<b>{name}</b> {day, date, short}')).toEqual(['day', 'name']);
    const en = { 'footer.rights': '© {year} {appName}', 'results.done': 'Found {count, plural, one {# option} other {# options}}' };
    const ru = { 'footer.rights': '© {year} {brand}', 'results.done': 'Найдено {count, plural, one {# вариант} other {# вариантов}}' };
    const report = checkMessages({ en, ru }, []);
    expect(report.placeholders).toEqual({ ru: [{ key: 'footer.rights', expected: ['appName', 'year'], found: ['brand', 'year'] }] });
    expect(describeProblems(report)).toContain('ru.json: footer.rights uses {brand}, {year} where English uses {appName}, {year}');
  });
});
