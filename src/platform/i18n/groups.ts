import { createBundleLoader, type BundleLoader, type MessageLoaders } from './bundles';

/** One group of messages: the shell's, or a team's, one chunk per language. */
export interface MessageGroup extends BundleLoader {
  readonly name: string;
}

const byTeam = new Map<string, MessageGroup>();

/**
 * Declares a group from its folder's files, `import.meta.glob('./*.json', { import: 'default' })`.
 * A team's group is named after the team: its routes load it without naming it (`teamMessages`).
 * Its keys join `MessageKey` by augmenting `MessageCatalogue` beside the call:
 *
 *     declare module '../../../platform/i18n/catalogue' {
 *       interface MessageCatalogue { search: typeof en }
 *     }
 */
export function defineMessages(name: string, loaders: MessageLoaders): MessageGroup {
  const group: MessageGroup = { name, ...createBundleLoader(loaders) };
  byTeam.set(name, group);
  return group;
}

/** The group a team declared, if it has messages. */
export const teamMessages = (team: string): MessageGroup | undefined => byTeam.get(team);
