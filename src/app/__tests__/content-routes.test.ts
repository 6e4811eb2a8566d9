import { expect, test } from 'vitest';
import { routes } from '../routes';

// Which pages are content pages (src/product/README.md: Content pages): SEO and FAQ, served with
// the content entry; the rest are the app's interactive pages.
test('SEO and FAQ pages are content pages, the others are not', () => {
  const content = routes.filter((route) => route.content).map((route) => route.team);
  expect(new Set(content)).toEqual(new Set(['seo', 'faq']));
  expect(routes.filter((route) => route.team === 'seo' || route.team === 'faq').every((route) => route.content)).toBe(true);
  expect(routes.find((route) => route.name === 'search')?.content).toBe(false);
  expect(routes.find((route) => route.path === '/')?.content).toBe(false);
});
