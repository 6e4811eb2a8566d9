import { describe, expect, test } from 'vitest';
import { pageLinks, pageLinksHtml } from '../page-links';

const visit = (brand: 'AS' | 'WA', market: string, language: string) => ({ brand, market, language, currency: 'rub' }) as never;

describe('canonical and language links of an indexed page', () => {
  test('one address without a query, and one per language of the market, the first at the canonical address', () => {
    const links = pageLinks('https://aviasmart.example', '/kz/routes/ALA/IST', visit('AS', 'kz', 'kk'));
    expect(links).toEqual({
      canonical: 'https://aviasmart.example/kz/routes/ALA/IST',
      alternates: [
        { language: 'kk', href: 'https://aviasmart.example/kz/routes/ALA/IST' },
        { language: 'ru', href: 'https://aviasmart.example/kz/routes/ALA/IST?language=ru' },
      ],
    });
  });

  test('as head markup, with x-default and every value escaped', () => {
    const html = pageLinksHtml(pageLinks('https://x.example', '/routes/"MOW"', visit('AS', 'ru', 'ru')));
    expect(html).toBe(
      '<link rel="canonical" href="https://x.example/routes/&quot;MOW&quot;">' +
        '<link rel="alternate" hreflang="ru" href="https://x.example/routes/&quot;MOW&quot;">' +
        '<link rel="alternate" hreflang="x-default" href="https://x.example/routes/&quot;MOW&quot;">',
    );
  });
});
