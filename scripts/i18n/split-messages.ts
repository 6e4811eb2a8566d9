// `npm run i18n:split`: moves every message into the group that owns its prefix (scripts/i18n/groups.ts),
// e.g. `search.*` keys added to the shell's files into src/product/search/messages/. Safe to run
// again: messages already in place stay where they are, in their order. A key whose prefix has
// no owner stops the run; add the prefix to the table first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { messageOwners, prefixOf, readGroups, type MessageGroupFiles } from './groups';

export interface SplitResult {
  /** The files to write: folder → language → messages. */
  groups: Record<string, Record<string, Record<string, string>>>;
  /** Keys that changed group, as `key: from → to`. */
  moved: string[];
}

/** Redistributes the messages of the given groups by prefix; keys of one language keep their relative order. */
export function splitMessages(current: MessageGroupFiles[], owners: Record<string, string> = messageOwners): SplitResult {
  const unowned = new Set<string>();
  const groups: SplitResult['groups'] = {};
  const moved = new Set<string>();
  const origin = new Map<string, string>();
  for (const { folder } of current) groups[folder] = {};
  for (const { folder, bundles } of current) {
    for (const [language, messages] of Object.entries(bundles)) {
      for (const [key, message] of Object.entries(messages)) {
        const owner = owners[prefixOf(key)];
        if (!owner) {
          unowned.add(key);
          continue;
        }
        if (owner !== folder) moved.add(`${key}: ${folder} → ${owner}`);
        const target = ((groups[owner] ??= {})[language] ??= {});
        const first = origin.get(`${language} ${key}`);
        if (first && target[key] !== message) throw new Error(`${key} (${language}) differs in ${first} and ${folder}: keep one`);
        origin.set(`${language} ${key}`, folder);
        target[key] = message;
      }
      (groups[folder] ??= {})[language] ??= {};
    }
  }
  if (unowned.size) throw new Error(`No group owns ${[...unowned].join(', ')}: add their prefixes to messageOwners in scripts/i18n/groups.ts`);
  return { groups, moved: [...moved] };
}

function run(root: string) {
  const { groups, moved } = splitMessages(readGroups(root));
  for (const [folder, bundles] of Object.entries(groups)) {
    mkdirSync(resolve(root, folder), { recursive: true });
    for (const [language, messages] of Object.entries(bundles)) {
      writeFileSync(resolve(root, folder, `${language}.json`), `${JSON.stringify(messages, null, 2)}\n`);
    }
  }
  console.log(moved.length ? `Moved:\n  ${moved.join('\n  ')}` : 'Every message is in its group.');
}

if (process.argv[1] === import.meta.filename) run(resolve(import.meta.dirname, '../..'));
