import { Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
import original from '../check.js?raw';
// The tests run what pages carry: the check minified at build time.
import source from '../check.js?minified';
import { browserCheckElement } from '../check-script';
import { browserSupportAttributes as attributes } from '../entry';

type Listener = (event: { target?: { tagName?: string } }) => void;

const noop = () => undefined;

/** A browser with everything the app needs; `change` takes some of it away. */
function modernWindow() {
  return {
    HTMLScriptElement: Object.assign(noop, { prototype: { noModule: false } }),
    Object: { hasOwn: noop },
    Array: { prototype: { at: noop } },
    fetch: noop,
    AbortController: noop,
    Intl: { PluralRules: noop, Locale: noop, DisplayNames: noop },
    CSS: { supports: (property: string, value: string) => property === 'color' && value.startsWith('var(') },
  };
}
type FakeWindow = ReturnType<typeof modernWindow>;

/** Runs the check as the page would, against a fake window and document. */
function runCheck(change: (window: FakeWindow) => void = noop) {
  const window = modernWindow();
  change(window);
  const html = new Map<string, string>();
  const appended: { tagName: string; type?: string; src?: string }[] = [];
  const listeners: { type: string; listener: Listener; capture: boolean }[] = [];
  const document = {
    documentElement: {
      getAttribute: (name: string) => html.get(name) ?? null,
      setAttribute: (name: string, value: string) => html.set(name, value),
      hasAttribute: (name: string) => html.has(name),
    },
    getElementById: (id: string) =>
      id === 'browser-check' ? { getAttribute: (name: string) => (name === 'data-notice' ? '/assets/notice-1.js' : null) } : null,
    createElement: (tag: string) => ({ tagName: tag.toUpperCase() }),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  const events = {
    addEventListener: (type: string, listener: Listener, capture = false) => listeners.push({ type, listener, capture }),
  };
  new Function('window', 'document', source)({ ...window, ...events }, document);
  const fire = (type: string, event: Parameters<Listener>[0] = {}) =>
    listeners.filter((entry) => entry.type === type).forEach((entry) => entry.listener(event));
  return { html, appended, listeners, fire };
}

const noticeLoaded = (appended: ReturnType<typeof runCheck>['appended']) =>
  expect(appended).toEqual([{ tagName: 'SCRIPT', type: 'module', src: '/assets/notice-1.js' }]);

describe('browser check', () => {
  test('a browser with everything the app needs is left alone', () => {
    const { html, appended } = runCheck();
    expect(html.get(attributes.verdict)).toBeUndefined();
    expect(appended).toEqual([]);
  });

  test.each<[string, (window: FakeWindow) => void]>([
    ['modules', (window) => delete (window.HTMLScriptElement.prototype as { noModule?: boolean }).noModule],
    ['es2022', (window) => delete (window.Object as { hasOwn?: unknown }).hasOwn],
    ['es2022', (window) => delete (window.Array.prototype as { at?: unknown }).at],
    ['fetch', (window) => delete (window as { fetch?: unknown }).fetch],
    ['fetch', (window) => delete (window as { AbortController?: unknown }).AbortController],
    ['intl', (window) => delete (window.Intl as { DisplayNames?: unknown }).DisplayNames],
    ['intl', (window) => delete (window.Intl as { PluralRules?: unknown }).PluralRules],
    ['intl', (window) => delete (window as { Intl?: unknown }).Intl],
    ['css-variables', (window) => (window.CSS.supports = () => false)],
    ['css-variables', (window) => delete (window as { CSS?: unknown }).CSS],
  ])('without %s the page is marked unsupported and the notice chunk loads', (missing, change) => {
    const { html, appended, listeners } = runCheck(change);
    expect(html.get(attributes.verdict)).toBe('unsupported');
    expect(html.get(attributes.missing)).toBe(missing);
    noticeLoaded(appended);
    // Decided: nothing waits for the page to load.
    expect(listeners).toEqual([]);
  });

  test('everything missing is named', () => {
    const { html } = runCheck((window) => {
      delete (window as { fetch?: unknown }).fetch;
      delete (window as { CSS?: unknown }).CSS;
    });
    expect(html.get(attributes.missing)).toBe('fetch css-variables');
  });

  test('a bundle that never ran by the time the page loaded means syntax the browser cannot parse', () => {
    const { html, appended, fire } = runCheck();
    fire('load');
    expect(html.get(attributes.verdict)).toBe('unsupported');
    expect(html.get(attributes.missing)).toBe('syntax');
    noticeLoaded(appended);
    fire('load');
    expect(appended).toHaveLength(1);
  });

  test('a bundle that ran is left alone, and so is one whose script failed to download', () => {
    const ran = runCheck();
    ran.html.set(attributes.entry, 'running');
    ran.fire('load');
    expect(ran.appended).toEqual([]);

    const offline = runCheck();
    expect(offline.listeners.find((entry) => entry.type === 'error')?.capture).toBe(true);
    offline.fire('error', { target: { tagName: 'IMG' } });
    offline.fire('error', { target: { tagName: 'SCRIPT' } });
    offline.fire('load');
    expect(offline.html.get(attributes.verdict)).toBeUndefined();
    expect(offline.appended).toEqual([]);
  });

  test('is ES5 in a classic script, so that any browser can parse it', () => {
    const messages = new Linter().verify(source, { languageOptions: { ecmaVersion: 5, sourceType: 'script' } });
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    // The check itself fails on later syntax.
    expect(new Linter().verify('var f = () => 1;', { languageOptions: { ecmaVersion: 5, sourceType: 'script' } })[0]?.fatal).toBe(true);
  });

  test('travels minified: without its comments, in less than half its size', () => {
    expect(original).toContain('// ');
    expect(source).not.toMatch(/\/\/ |\/\*/);
    expect(source.length).toBeLessThan(original.length / 2);
  });

  test('is inlined with the nonce and the notice address, under the id it finds itself by', () => {
    const element = browserCheckElement('/assets/notice-"1".js', 'n0nce');
    expect(element.startsWith('<script id="browser-check" nonce="n0nce" data-notice="/assets/notice-&quot;1&quot;.js">')).toBe(true);
    expect(element.endsWith('</script>')).toBe(true);
    expect(element).toContain('getElementById("browser-check")');
    expect(element.slice(0, -'</script>'.length)).not.toMatch(/<\/script/i);
  });
});
