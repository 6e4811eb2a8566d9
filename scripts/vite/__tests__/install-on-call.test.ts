import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { installOnCall, wrapInstaller } from '../install-on-call';

const polyfillFile = createRequire(import.meta.url).resolve('container-query-polyfill');

/** Evaluates a wrapped module's text and returns its default export. */
const installerOf = async (code: string) =>
  ((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { default: () => void }).default;

describe('installing a self-installing package on call', () => {
  test('importing the wrapped module runs nothing; calling its default export does', async () => {
    const key = `installed${Date.now()}`;
    const install = await installerOf(wrapInstaller(`const value = 1; globalThis.${key} = value;`, 'polyfill.js'));
    expect(key in globalThis).toBe(false);
    install();
    expect((globalThis as Record<string, unknown>)[key]).toBe(1);
  });

  test('a module with imports or exports fails the build', () => {
    for (const code of ["import x from 'y';", 'export const a = 1;', 'const a = 1;export{a}', "import 'side-effect';", 'export default 1']) {
      expect(() => wrapInstaller(code, 'module.js'), code).toThrow('module.js has imports or exports');
    }
  });

  test('the container queries polyfill is a plain script, so it can be wrapped', async () => {
    const code = wrapInstaller(readFileSync(polyfillFile, 'utf8'), polyfillFile);
    // Unwrapped, evaluating it here would fail on the missing `document`.
    expect(typeof (await installerOf(code))).toBe('function');
  });

  test('the plugin wraps only the named packages and keeps them out of dependency pre-bundling', () => {
    const plugin = installOnCall(['container-query-polyfill']);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    expect(transform('self.x = 1', `/app/node_modules/container-query-polyfill/dist/p.js?v=1`)?.code).toContain('export default function install()');
    expect(transform('self.x = 1', '/app/node_modules/other/index.js')).toBeNull();
    expect((plugin.config as () => unknown)()).toEqual({ optimizeDeps: { exclude: ['container-query-polyfill'] } });
  });
});
