import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const prefix = 'virtual:messages/';
// The notice's own group: its texts are not in the shell's, which every page of the app loads.
const messagesDir = resolve(import.meta.dirname, '../../src/platform/browser-support/messages');

type Bundles = Record<string, Record<string, string>>;

/** Every translation bundle, by language. */
export function readBundles(dir = messagesDir): { bundles: Bundles; files: string[] } {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => resolve(dir, name));
  const bundles = Object.fromEntries(files.map((file) => [basename(file, '.json'), JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>]));
  return { bundles, files };
}

/**
 * The messages of one section (keys starting with `{section}.`) in every language, as plain text.
 * They are shown without the translator, so a message with placeholders, plurals or tags fails.
 */
export function messageSubset(bundles: Bundles, section: string): Bundles {
  const subset: Bundles = {};
  for (const [language, messages] of Object.entries(bundles)) {
    subset[language] = {};
    for (const [key, message] of Object.entries(messages)) {
      if (!key.startsWith(`${section}.`)) continue;
      const elements = parse(message);
      const text = elements.map((element) => {
        if (element.type !== TYPE.literal) throw new Error(`${language}.json: ${key} must be plain text to be shown without the translator`);
        return element.value;
      });
      subset[language][key] = text.join('');
    }
  }
  return subset;
}

/** `import messages from 'virtual:messages/{section}'`: a section's messages, for chunks that must not load whole bundles. */
export function messageSubsets(dir = messagesDir): Plugin {
  return {
    name: 'message-subsets',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const { bundles, files } = readBundles(dir);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(messageSubset(bundles, id.slice(prefix.length + 1)))};`;
    },
  };
}
