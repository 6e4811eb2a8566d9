import { expect, test } from 'vitest';
import { routes } from '../routes';

// Which pages are content pages (src/product/README.md: Content pages): SEO, FAQ, the guides and
// walks, served with the content entry; the rest (the audio guide's player among them) are the
// app's interactive pages.
test('SEO, FAQ, guide and walk pages are content pages, the others are not', () => {
  const content = routes.filter((route) => route.content).map((route) => (route.team === 'guides' ? route.name : route.team));
  expect(new Set(content)).toEqual(new Set(['seo', 'faq', 'guides', 'walk']));
  expect(routes.filter((route) => route.team === 'seo' || route.team === 'faq').every((route) => route.content)).toBe(true);
  expect(routes.find((route) => route.name === 'search')?.content).toBe(false);
  expect(routes.find((route) => route.path === '/')?.content).toBe(false);
});
