import { describe, expect, it } from 'vitest';
import { chooseMarker, isAffiliateMarker, isFlightTestMarker, markerCookieMaxAge, markerFromReferrer, shouldReplaceMarker, withMarker } from '../marker';

const day = 24 * 3600;

describe('isAffiliateMarker: 5 to 7 digits, then a dot or the end', () => {
  it.each([
    ['12345', true],
    ['123456', true],
    ['1234567', true],
    ['123456.abc', true],
    ['174432.', true],
    ['1234', false],
    ['12345678', false],
    ['123456abc', false],
    ['123456_abc', false],
    ['abc.123456', false],
    ['google', false],
    ['direct', false],
    ['', false],
  ])('%j → %s', (marker, expected) => {
    expect(isAffiliateMarker(marker)).toBe(expected);
  });
});

describe('markerFromReferrer', () => {
  const own = 'aviasmart.example';
  it.each([
    // Search engines by name.
    ['https://www.bing.com/search?q=flights', 'bing'],
    ['https://cn.bing.com/', 'bing'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.co.uk/search?q=x', 'google'],
    ['https://google.ru/', 'google'],
    ['https://www.google.com.tr/', 'google'],
    ['https://go.mail.ru/search?q=x', 'mail'],
    ['https://mail.ru/', 'mail'],
    ['https://nova.rambler.ru/search', 'rambler'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
    ['https://yandex.com.tr/', 'yandex'],
    ['https://ya.ru/', 'yandex'],
    // Own and local hosts give nothing.
    ['https://aviasmart.example/search/MOW1012IST1', null],
    ['https://www.aviasmart.example/', null],
    ['http://localhost:3000/', null],
    ['http://wa.localhost:3000/guides', null],
    ['http://127.0.0.1/', null],
    // Other hosts, with dots turned into underscores.
    ['https://news.example.com/article', 'news_example_com'],
    ['https://t.co/abc', 't_co'],
    ['https://notgoogle.example/', 'notgoogle_example'],
    ['https://mygoogle.com/', 'mygoogle_com'],
    // No usable referrer.
    ['', null],
    [null, null],
    ['not a url', null],
    ['android-app://org.telegram.messenger/', 'org_telegram_messenger'],
  ])('%j → %j', (referrer, expected) => {
    expect(markerFromReferrer(referrer, own)).toBe(expected);
  });

  it('treats the page host with a port as its own', () => {
    expect(markerFromReferrer('https://aviasmart.example/x', 'aviasmart.example:443')).toBeNull();
  });
});

describe('shouldReplaceMarker: when none exists, or when both or the new one are affiliate markers', () => {
  it.each([
    [null, 'google', true],
    [undefined, '123456', true],
    ['', 'news_example_com', true],
    ['direct', 'google', true],
    ['123456', '654321.x', true],
    ['google', '123456', true],
    ['google', 'yandex', false],
    ['123456', 'google', false],
    ['123456.abc', 'news_example_com', false],
  ])('current %j, new %j → %s', (current, next, expected) => {
    expect(shouldReplaceMarker(current, next)).toBe(expected);
  });
});

describe('chooseMarker: query, else referrer, else cookie, else direct', () => {
  const host = 'aviasmart.example';
  it.each([
    [
      { search: '?marker=123456.abc', referrer: 'https://google.com/', cookie: undefined },
      { marker: '123456.abc', save: true },
    ],
    [
      { search: '', referrer: 'https://google.com/', cookie: undefined },
      { marker: 'google', save: true },
    ],
    [
      { search: '', referrer: null, cookie: '123456' },
      { marker: '123456', save: false },
    ],
    [
      { search: '', referrer: null, cookie: undefined },
      { marker: 'direct', save: false },
    ],
    [
      { search: '?marker=', referrer: 'https://aviasmart.example/', cookie: undefined },
      { marker: 'direct', save: false },
    ],
    // A non-affiliate marker does not replace a stored one; an affiliate one does.
    [
      { search: '', referrer: 'https://yandex.ru/', cookie: '123456.abc' },
      { marker: '123456.abc', save: false },
    ],
    [
      { search: '?marker=promo', referrer: null, cookie: 'google' },
      { marker: 'google', save: false },
    ],
    [
      { search: '?marker=654321', referrer: null, cookie: '123456.abc' },
      { marker: '654321', save: true },
    ],
    [
      { search: '?marker=654321', referrer: null, cookie: 'google' },
      { marker: '654321', save: true },
    ],
    // A stored `direct` is no marker.
    [
      { search: '', referrer: 'https://bing.com/', cookie: 'direct' },
      { marker: 'bing', save: true },
    ],
    [
      { search: '?marker=direct', referrer: null, cookie: 'google' },
      { marker: 'google', save: false },
    ],
  ])('%j → %j', (sources, expected) => {
    expect(chooseMarker({ ...sources, host })).toEqual(expected);
  });
});

describe('marker cookie lifetime', () => {
  it.each([
    ['123456.abc', 'AS', 30 * day],
    ['google', 'AS', 30 * day],
    ['174432', 'AS', 60 * day],
    ['174432.summer', 'WA', 60 * day],
    ['1744321', 'AS', 30 * day],
    // The flight brand's affiliate test markers last the browser session.
    ['15468', 'AS', undefined],
    ['154689.test', 'AS', undefined],
    ['154689.test', 'WA', 30 * day],
    ['1546', 'AS', 30 * day],
  ] as const)('%s on %s → %j s', (marker, brand, seconds) => {
    expect(markerCookieMaxAge(marker, brand)).toBe(seconds);
  });

  it('knows a flight test marker by its affiliate id only', () => {
    expect(isFlightTestMarker('15468.x', 'AS')).toBe(true);
    expect(isFlightTestMarker('15468x', 'AS')).toBe(false);
    expect(isFlightTestMarker('google15468', 'AS')).toBe(false);
  });
});

describe('withMarker', () => {
  it.each([
    ['/', '123456.abc', '/?marker=123456.abc'],
    ['/search?x=1#top', '123456', '/search?x=1&marker=123456#top'],
    ['/?marker=old', 'new', '/?marker=new'],
    ['https://partner.example/go', 'google', 'https://partner.example/go?marker=google'],
    ['/guides', 'direct', '/guides'],
    ['/guides', null, '/guides'],
  ])('%s with %j → %s', (href, marker, expected) => {
    expect(withMarker(href, marker)).toBe(expected);
  });
});
