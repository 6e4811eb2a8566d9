import { describe, expect, it } from 'vitest';
import { host, hosts, resolveHost, type HostName } from '../hosts';

describe('config hosts', () => {
  it.each([
    ['userService', ''],
    ['searchEngine', '/api/search'],
    ['suggest', '/api/suggest'],
    ['flags', '/api/flags'],
    ['errorRelay', '/api/relay'],
    ['myOrders', '/api/my-orders'],
    ['payments', '/api/payments'],
    ['explore', '/api/explore'],
    ['maps', '/api/maps'],
    ['hotels', '/api/hotels'],
    ['guidesWalks', '/api/guides-walks'],
    ['travelRestrictions', '/api/travel-restrictions'],
    ['userSubscriptions', '/api/user-subscriptions'],
    ['support', '/api/support'],
    ['faq', '/api/faq'],
    ['favorites', '/api/favorites'],
    ['feedback', '/api/feedback'],
    ['flightApi', '/api/flight-api'],
  ] as const)('%s defaults to %j on the serving origin', (name, url) => {
    expect(host(name)).toBe(url);
  });

  it.each([
    ['collector', 'AS', ''],
    ['collector', 'WA', ''],
    ['collectorDev', 'AS', ''],
    ['collectorDev', 'WA', ''],
    ['loyalty', 'AS', '/api/loyalty'],
    ['loyalty', 'WA', '/api/loyalty'],
  ] as const)('per-brand %s for %s is %j', (name, brand, url) => {
    expect(host(name, brand)).toBe(url);
  });

  it('answers a shared host whatever the brand', () => {
    expect(host('searchEngine', 'WA')).toBe('/api/search');
  });

  it('throws Config {name} not found for an unknown name', () => {
    expect(() => host('nowhere' as HostName, 'AS')).toThrow('Config nowhere not found');
    expect(() => resolveHost(hosts, 'toString')).toThrow('Config toString not found');
  });

  it('throws Url ... is not defined for brand ... when the brand has no URL', () => {
    const table = { searchEngine: { AS: '/api/search' } };
    expect(resolveHost(table, 'searchEngine', 'AS')).toBe('/api/search');
    expect(() => resolveHost(table, 'searchEngine', 'WA')).toThrow('Url searchEngine is not defined for brand WA');
    expect(() => resolveHost(hosts, 'collector')).toThrow('Url collector is not defined for brand unknown');
  });
});
