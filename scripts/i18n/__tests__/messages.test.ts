import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { findMessageFolders } from '../groups';
import { checkGroups, checkMessages, checkRepository, describeProblems, placeholdersOf } from '../messages';

const root = resolve(import.meta.dirname, '../../..');

describe('every UI language is complete and every message is used', () => {
  test('this repository: in every group no key missing in any language, none unknown, none unused, none misplaced, none built at run time', () => {
    expect(describeProblems(checkRepository(root))).toEqual([]);
    // It parses every source file of the app.
  }, 30_000);

  test('the texts the server sends by SMS and e-mail are groups of their own, checked the same way', () => {
    expect(findMessageFolders(root)).toEqual(
      expect.arrayContaining(['src/server/api/favorites/messages', 'src/server/api/orders/messages', 'src/server/api/user/messages']),
    );
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
      { path: 'src/a.tsx', text: 'const x = 1;\nexport const A = ({ c }) => <p>{t(`search.class.${c}`)}</p>;' },
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

describe('the check over message groups', () => {
  const owners = { nav: 'src/platform/i18n/messages', search: 'src/product/search/messages', results: 'src/product/search/messages' };
  const shell = { folder: 'src/platform/i18n/messages', bundles: { en: { 'nav.flights': 'Flights' }, ru: { 'nav.flights': 'Авиабилеты' } } };
  const search = {
    folder: 'src/product/search/messages',
    bundles: {
      en: { 'search.submit': 'Search', 'results.done': '{count} found' },
      ru: { 'search.submit': 'Найти', 'results.done': '{count, plural, other {#} найдено' },
    },
  };
  const declared = [
    { path: 'src/product/search/messages/index.ts', text: "export const searchMessages = defineMessages('search', import.meta.glob('./*.json'));" },
    { path: 'src/product/search/index.ts', text: "export { searchMessages } from './messages';" },
    { path: 'src/app.tsx', text: "t('nav.flights'); t('search.submit'); t('results.done');" },
  ];

  test('each group is checked in each language and named by its folder', () => {
    const report = checkGroups([shell, { ...search, bundles: { ...search.bundles, uk: { 'search.submit': 'Знайти' } } }], declared, owners);
    expect(report.missing).toEqual({ 'src/product/search/messages/uk': ['results.done'] });
    expect(report.invalid['src/product/search/messages/ru']?.[0]?.key).toBe('results.done');
    expect(describeProblems(report)).toContain('src/product/search/messages/uk.json lacks results.done');
    expect(report.unused).toEqual([]);
  });

  test('a key in two groups, or outside the group of its prefix, fails', () => {
    const twice = { ...shell, bundles: { en: { 'nav.flights': 'Flights', 'search.submit': 'Search' } } };
    const report = checkGroups([twice, search], declared, owners);
    expect(report.duplicates).toEqual([{ key: 'search.submit', folders: ['src/platform/i18n/messages', 'src/product/search/messages'] }]);
    expect(report.misplaced).toEqual([{ key: 'search.submit', folder: 'src/platform/i18n/messages', owner: 'src/product/search/messages' }]);
    expect(describeProblems(report)).toContain(
      'search.submit is in src/platform/i18n/messages but its prefix belongs to src/product/search/messages: run npm run i18n:split',
    );
    const unowned = checkGroups([{ ...shell, bundles: { en: { 'nav.flights': 'Flights', 'promo.title': 'Sale' } } }], declared, owners);
    expect(describeProblems(unowned)).toContain(
      'promo.title (in src/platform/i18n/messages) has a prefix no group owns: add it to messageOwners in scripts/i18n/groups.ts',
    );
  });

  test("a team's folder must be declared and exported by the team, or its routes would not load it", () => {
    expect(checkGroups([shell, search], declared, owners).undeclared).toEqual([]);
    const report = checkGroups([shell, search], declared.slice(1), owners);
    expect(report.undeclared).toEqual(['src/product/search/messages']);
    expect(checkGroups([shell, search], [declared[0]!, declared[2]!], owners).undeclared).toEqual(['src/product/search/messages']);
  });
});
