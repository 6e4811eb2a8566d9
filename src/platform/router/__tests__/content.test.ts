import { createEvent } from 'effector';
import { describe, expect, test } from 'vitest';
import { createService } from '../../start/service';
import { createRoute, type RouteOptions } from '../define';

// A route declares itself a content page (src/product/README.md: Content pages); the server then
// sends it with the content entry instead of the app.

const base = { name: 'page', team: 'seo', path: '/page' } as const;

describe('content pages', () => {
  test('a route is an app page unless it says it is a content page', () => {
    expect(createRoute(base).content).toBe(false);
    expect(createRoute({ ...base, content: true }).content).toBe(true);
  });

  test('a malformed content flag is rejected', () => {
    expect(() => createRoute({ ...base, content: 'yes' } as unknown as RouteOptions)).toThrow('Content must be a boolean');
  });

  test('a content page starts no services: the content entry would not start them', () => {
    const service = createService({ name: 'rates', start: createEvent() });
    expect(() => createRoute({ ...base, content: true, services: [service] })).toThrow('A content page starts no services');
    expect(createRoute({ ...base, services: [service] }).services).toEqual([service]);
  });
});
