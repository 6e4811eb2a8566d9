import type { Plugin } from 'vite';

/** An `import` or `export` statement: such a module cannot be wrapped in a function. */
const moduleSyntax = /(^|[;{}\s])(import\s*[{*'"]|import\s+[\w$]+\s*(,|from)|export\s*[{*]|export\s+(default|const|let|var|function|class|async)\b)/;

/**
 * Wraps a module that installs itself when evaluated (a polyfill written as a plain script) in
 * `export default function install()`. Importing it then only downloads it, and calling the
 * function sets it up: a failed download and a failed set-up are told apart (spec §8 names both).
 * A module with imports or exports is not a plain script, and fails the build instead.
 */
export function wrapInstaller(code: string, id: string): string {
  if (moduleSyntax.test(code)) throw new Error(`${id} has imports or exports: it cannot be wrapped as an installer`);
  return `export default function install() {\n${code}\n}\n`;
}

/** Applies `wrapInstaller` to the named packages' modules, in the build and the dev server alike. */
export function installOnCall(packages: readonly string[]): Plugin {
  const owned = (id: string) => packages.some((name) => id.includes(`/node_modules/${name}/`));
  return {
    name: 'install-on-call',
    enforce: 'pre',
    // The dev server's dependency pre-bundling skips plugins: these packages are served as they are.
    config: () => ({ optimizeDeps: { exclude: [...packages] } }),
    transform(code, id) {
      if (!owned(id.split('?')[0]!)) return null;
      return { code: wrapInstaller(code, id), map: null };
    },
  };
}
