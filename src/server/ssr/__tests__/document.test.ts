import { describe, expect, test } from 'vitest';
import { documentStart } from '../document';

const start = (description?: string | null) =>
  documentStart({
    description,
    visit: { brand: 'WA', market: 'us', language: 'en', currency: 'usd' },
    environment: 'local',
    sentryDsn: 'http://public@wa.localhost/1',
    title: 'Cheap flights',
    assets: { scripts: ['/assets/entry.js'], styles: ['/assets/style.css'], preloads: [], browserCheck: '<script id="browser-check"></script>' },
    nonce: 'script-nonce',
    styleNonce: 'style-nonce',
  });

describe('document start', () => {
  test("gives scripts the style nonce through Vite's csp-nonce meta, and the entry its script nonce", () => {
    const html = start();
    expect(html).toContain('<meta property="csp-nonce" nonce="style-nonce">');
    expect(html).toContain('<script type="module" src="/assets/entry.js" nonce="script-nonce"></script>');
    expect(html.indexOf('csp-nonce')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  test('the browser check comes first, before the stylesheets it would otherwise wait for', () => {
    const html = start();
    expect(html.indexOf('<script id="browser-check">')).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf('<script id="browser-check">')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.indexOf('<script id="browser-check">')).toBeLessThan(html.indexOf('<script type="module"'));
  });

  test('a route with a description has it in the head for search engines, escaped; one without has none', () => {
    expect(start('Flights to "Turkey" & <more>')).toContain('<meta name="description" content="Flights to &quot;Turkey&quot; &amp; &lt;more&gt;">');
    expect(start(null)).not.toContain('name="description"');
  });
});
