import { describe, expect, test } from 'vitest';
import { splitMessages } from '../split-messages';

const owners = { nav: 'shell', search: 'search', results: 'search' };

describe('splitting messages by owner', () => {
  test("moves keys found in another group to their prefix's group, in every language, keeping their order", () => {
    const { groups, moved } = splitMessages(
      [
        {
          folder: 'shell',
          bundles: {
            en: { 'nav.flights': 'Flights', 'search.new': 'New', 'results.new': 'Found' },
            ru: { 'search.new': 'Новое', 'nav.flights': 'Авиабилеты' },
          },
        },
        { folder: 'search', bundles: { en: { 'search.submit': 'Search' }, ru: { 'search.submit': 'Найти' } } },
      ],
      owners,
    );
    expect(groups).toEqual({
      shell: { en: { 'nav.flights': 'Flights' }, ru: { 'nav.flights': 'Авиабилеты' } },
      search: { en: { 'search.new': 'New', 'results.new': 'Found', 'search.submit': 'Search' }, ru: { 'search.new': 'Новое', 'search.submit': 'Найти' } },
    });
    expect(moved).toEqual(['search.new: shell → search', 'results.new: shell → search']);
  });

  test('creates the group of a prefix that has no files yet, and running again moves nothing', () => {
    const first = splitMessages([{ folder: 'shell', bundles: { en: { 'nav.flights': 'Flights', 'search.submit': 'Search' } } }], owners);
    expect(first.groups.search).toEqual({ en: { 'search.submit': 'Search' } });
    const again = splitMessages(
      Object.entries(first.groups).map(([folder, bundles]) => ({ folder, bundles })),
      owners,
    );
    expect(again).toEqual({ groups: first.groups, moved: [] });
  });

  test('stops on a prefix no group owns, and on one key with two texts', () => {
    expect(() => splitMessages([{ folder: 'shell', bundles: { en: { 'promo.title': 'Sale' } } }], owners)).toThrow(
      'No group owns promo.title: add their prefixes to messageOwners in scripts/i18n/groups.ts',
    );
    expect(() =>
      splitMessages(
        [
          { folder: 'shell', bundles: { en: { 'search.submit': 'Go' } } },
          { folder: 'search', bundles: { en: { 'search.submit': 'Search' } } },
        ],
        owners,
      ),
    ).toThrow('search.submit (en) differs in shell and search: keep one');
  });
});
