import { describe, expect, test } from 'vitest';
import { inAppHref } from '../document-links';
import { scrollKey } from '../scroll';

const here = { href: 'https://aviasmart.test/ua/map?x=1', origin: 'https://aviasmart.test', pathname: '/ua/map', search: '?x=1' };

/** A click on an element inside a link with these attributes (`closest('a[href]')` finds the link), or on no link at all. */
function clickOn(attributes: Record<string, string> | null, init: Partial<MouseEvent> = {}): MouseEvent {
  const link = attributes && {
    getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name]! : null),
    hasAttribute: (name: string) => Object.hasOwn(attributes, name),
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: { closest: () => link },
    ...init,
  } as unknown as MouseEvent;
}

describe('links of the document', () => {
  test('a same-host link is in-app navigation with erid moved to the end, HTML or SVG, relative or absolute', () => {
    expect(inAppHref(clickOn({ href: '/search/MOW1003IST1?erid=abc&marker=1' }), here)).toBe('/search/MOW1003IST1?marker=1&erid=abc');
    expect(inAppHref(clickOn({ href: 'https://aviasmart.test/routes/MOW/IST#prices' }), here)).toBe('/routes/MOW/IST#prices');
    expect(inAppHref(clickOn({ href: 'cities' }), here)).toBe('/ua/cities');
    expect(inAppHref(clickOn({ href: '/ua/map' }), here)).toBe('/ua/map');
  });

  test('the browser keeps what is not a page of the app, or not a plain click', () => {
    expect(inAppHref(clickOn({ href: 'https://elsewhere.test/' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/api/explore/v1/world.svg' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/assets/app.js' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/routes', target: '_blank' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/routes', download: '' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/ua/map?x=1#list' }), here)).toBeNull();
    expect(inAppHref(clickOn({ href: 'mailto:help@aviasmart.test' }), here)).toBeNull();
    expect(inAppHref(clickOn(null), here)).toBeNull();
    for (const init of [{ defaultPrevented: true }, { button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }])
      expect(inAppHref(clickOn({ href: '/routes' }, init), here)).toBeNull();
    expect(inAppHref(clickOn({ href: '/routes', target: '_self' }), here)).toBe('/routes');
  });

  test('scroll positions are kept by history key and address: every document’s first entry has the same key', () => {
    expect(scrollKey('default', { pathname: '/search/MOW1003IST1', search: '' })).not.toBe(scrollKey('default', { pathname: '/', search: '' }));
    expect(scrollKey('k1', { pathname: '/', search: '?a=1' })).toBe('k1 /?a=1');
  });
});
