// Where each message lives. A message group is a folder named `messages` holding one ICU file per
// language; the key's first segment (its prefix) decides the group, by the table below.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export const shellFolder = 'src/platform/i18n/messages';

/**
 * Prefix → folder of the group that owns it. The shell's messages (navigation, footer, errors,
 * region settings, subscription names) load on every page; a team's load with its routes; the
 * browser notice's are read by its own chunk only (scripts/vite/message-subsets.ts); the passenger
 * rules' texts load with the routes that name the group (booking, the account's documents). An
 * API module's group holds what the server sends people by SMS and e-mail (src/server/server-messages.ts).
 */
export const messageOwners: Record<string, string> = {
  nav: shellFolder,
  footer: shellFolder,
  error: shellFolder,
  notFound: shellFolder,
  busy: shellFolder,
  settings: shellFolder,
  subscription: shellFolder,
  common: shellFolder,
  browserNotice: 'src/platform/browser-support/messages',
  passenger: 'src/platform/passenger/messages',
  account: 'src/product/account/messages',
  assistant: 'src/product/assistant/messages',
  click: 'src/product/booking/messages',
  booking: 'src/product/booking/messages',
  home: 'src/product/explore/messages',
  ideas: 'src/product/explore/messages',
  map: 'src/product/explore/messages',
  faq: 'src/product/faq/messages',
  favorites: 'src/product/favorites/messages',
  guides: 'src/product/guides/messages',
  audioguides: 'src/product/guides/messages',
  walks: 'src/product/guides/messages',
  hotels: 'src/product/hotels/messages',
  premium: 'src/product/premium/messages',
  payment: 'src/product/premium/messages',
  search: 'src/product/search/messages',
  results: 'src/product/search/messages',
  ticket: 'src/product/search/messages',
  seo: 'src/product/seo/messages',
  support: 'src/product/support/messages',
  loginSms: 'src/server/api/user/messages',
  activationMail: 'src/server/api/user/messages',
  dataReport: 'src/server/api/user/messages',
  orderMail: 'src/server/api/orders/messages',
  priceDigest: 'src/server/api/favorites/messages',
};

export const prefixOf = (key: string) => key.split('.')[0]!;

/** One group's files: messages by language, in file order. */
export interface MessageGroupFiles {
  /** Repository-relative, e.g. src/product/search/messages. */
  folder: string;
  bundles: Record<string, Record<string, string>>;
}

const skipped = new Set(['node_modules', '__tests__', 'dist']);

/** Every `messages` folder under src/ with JSON files in it. */
export function findMessageFolders(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory() || skipped.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.name === 'messages' && readdirSync(path).some((file) => file.endsWith('.json'))) found.push(relative(root, path));
      else walk(path);
    }
  };
  walk(resolve(root, 'src'));
  return found.sort();
}

export function readGroup(root: string, folder: string): MessageGroupFiles {
  const path = resolve(root, folder);
  const files = existsSync(path) ? readdirSync(path).filter((file) => file.endsWith('.json')) : [];
  const bundles = Object.fromEntries(
    files.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(path, file), 'utf8')) as Record<string, string>]),
  );
  return { folder, bundles };
}

export const readGroups = (root: string): MessageGroupFiles[] => findMessageFolders(root).map((folder) => readGroup(root, folder));
