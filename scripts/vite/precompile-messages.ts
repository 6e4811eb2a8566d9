import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// A language's file of any message group: src/…/messages/{language}.json.
const bundle = /\/src\/.+\/messages\/[\w-]+\.json$/;

/**
 * Ships translation bundles as parsed ICU messages, so the browser never needs the ICU parser
 * (the client build swaps it for formatjs's parser-free build). A message that does not parse
 * fails the build with its key.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!bundle.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${id}: message ${key} is not valid ICU: ${(error as Error).message}`, { cause: error });
          }
        }),
      );
      return { code: `export default ${JSON.stringify(parsed)};`, map: null, moduleType: 'js' };
    },
  };
}
