import { describe, expect, test } from 'vitest';
import type { AppHref } from '../../../platform/router';
import { breadcrumbList } from '../breadcrumbs';

describe('the breadcrumb trail as structured data', () => {
  test('lists every crumb in order; the page itself has no address', () => {
    expect(
      breadcrumbList([
        { label: 'Home', href: '/' as AppHref },
        { label: 'Flights from Moscow', href: '/routes/MOW' as AppHref },
        { label: 'Flights Moscow – Istanbul' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Flights from Moscow', item: '/routes/MOW' },
        { '@type': 'ListItem', position: 3, name: 'Flights Moscow – Istanbul' },
      ],
    });
  });
});
