import type shell from './messages/en.json';

/**
 * Every message group by name, each typed by its English file (the source: every other language
 * has exactly its keys). The shell's group is here; a team adds its own where it declares it, by
 * augmenting this interface (see `defineMessages`), so `t('search.…')` is checked while the
 * platform imports no product code.
 */
export interface MessageCatalogue {
  shell: typeof shell;
}

export type MessageKey = { [Group in keyof MessageCatalogue]: keyof MessageCatalogue[Group] & string }[keyof MessageCatalogue];

/** The messages a translator has: some groups of the catalogue, as ICU text or its parsed form (the build). */
export type Messages = Partial<Record<MessageKey, string>>;
