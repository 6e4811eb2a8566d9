import { describe, expect, test } from 'vitest';
import { pageStyleNonce, withStyleNonce } from '../style-nonce';

interface FakeElement {
  tag: string;
  nonce: string;
}

function fakeDocument() {
  const prototype = { createElement: (tag: string): FakeElement => ({ tag, nonce: '' }) };
  return Object.create(prototype) as Document & typeof prototype;
}

describe('style nonce for a polyfill', () => {
  test('style elements created while installing carry the nonce; others and later ones do not', () => {
    const document = fakeDocument();
    const created = withStyleNonce(document, 'n0nce', () => [document.createElement('style'), document.createElement('STYLE'), document.createElement('div')]);
    expect(created.map((element) => (element as unknown as FakeElement).nonce)).toEqual(['n0nce', 'n0nce', '']);
    expect((document.createElement('style') as unknown as FakeElement).nonce).toBe('');
    expect(Object.hasOwn(document, 'createElement')).toBe(false);
  });

  test('the document is restored when installing throws', () => {
    const document = fakeDocument();
    const own = () => 'own';
    (document as unknown as { createElement: unknown }).createElement = own;
    expect(() =>
      withStyleNonce(document, 'n0nce', () => {
        throw new Error('setup');
      }),
    ).toThrow('setup');
    expect(document.createElement).toBe(own);
  });

  test('without a nonce nothing is patched', () => {
    const document = fakeDocument();
    withStyleNonce(document, '', () => expect(Object.hasOwn(document, 'createElement')).toBe(false));
  });

  test("the nonce is read from the csp-nonce meta's property", () => {
    const meta = { nonce: 'abc' };
    const document = { querySelector: (selector: string) => (selector === 'meta[property="csp-nonce"]' ? meta : null) } as unknown as Document;
    expect(pageStyleNonce(document)).toBe('abc');
    expect(pageStyleNonce({ querySelector: () => null } as unknown as Document)).toBe('');
  });
});
