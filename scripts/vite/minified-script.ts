import { readFile } from 'node:fs/promises';
import { transformWithEsbuild, type Plugin } from 'vite';

const suffix = '?minified';

/**
 * `import source from './file.js?minified'`: the file's text, minified as ES5, as a string. For
 * inline scripts every page carries (the browser check): what they say in comments stays in the
 * repository, not in each response. ES5 output, because such a script must parse where the app's
 * bundle cannot.
 */
export function minifiedScripts(): Plugin {
  return {
    name: 'minified-scripts',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? `${resolved.id}${suffix}` : null;
    },
    async load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      this.addWatchFile(file);
      const { code } = await transformWithEsbuild(await readFile(file, 'utf8'), file, { minify: true, target: 'es5', legalComments: 'none' });
      return `export default ${JSON.stringify(code.trim())};`;
    },
  };
}
