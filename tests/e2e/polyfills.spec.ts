import { expect, test, type Page } from './support/test';
import { waitForApp } from './support/app';
import { brandUrl } from './support/brands';
import { watchConsole } from './support/console';
import { saveScreenshot } from './support/screenshots';

const polyfillChunk = /\/assets\/container-query-polyfill[^/]*\.js$/;

/** Requests of the container queries polyfill chunk, from the first request on. */
function watchPolyfill(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (polyfillChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

test('a browser with container queries never downloads their polyfill', async ({ page }) => {
  const requested = watchPolyfill(page);
  await page.goto(brandUrl('WA', '/'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('a browser without container queries downloads the polyfill and sets it up without errors', async ({ page }) => {
  await page.addInitScript(() => {
    // Chromium as if it predated container queries: the root's style hides the property, and
    // CSS.supports denies it.
    const style = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style')!;
    Object.defineProperty(HTMLElement.prototype, 'style', {
      ...style,
      get(this: HTMLElement) {
        const declaration = style.get!.call(this) as CSSStyleDeclaration;
        if (this !== document.documentElement) return declaration;
        return new Proxy(declaration, {
          has: (target, key) => key !== 'container' && key in target,
          get: (target, key) => {
            const value = Reflect.get(target, key, target) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
          set: (target, key, value) => Reflect.set(target, key, value, target),
        });
      },
    });
    const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
    CSS.supports = ((...args: string[]) => !args.join(':').includes('container') && supports(...args)) as typeof CSS.supports;
  });
  const requested = watchPolyfill(page);
  const errors = watchConsole(page, { warnings: true });
  await page.goto(brandUrl('AS', '/'));
  await waitForApp(page);
  await expect.poll(() => requested.length).toBe(1);
  await page.waitForLoadState('networkidle');
  // The polyfill serves our stylesheet rewritten, as a blob: URL, and the CSP lets it apply.
  await expect(page.locator('link[rel="stylesheet"]').first()).toHaveAttribute('href', /^blob:/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(242, 245, 250)');
  expect(errors).toEqual([]);
  await saveScreenshot(page, 'polyfills-AS-container-queries');
});
