import { attach, createEffect, createStore } from 'effector';
import type { MessageKey, Messages } from './catalogue';
import type { MessageGroup } from './groups';
import type { MessageValues, Translator } from './translator';

/**
 * The visit's translator; set when a scope is made (with the shell's messages) and grown by
 * `loadMessagesFx` as routes open. Views and titles read it, so they follow new messages.
 */
export const $translator = createStore<Translator | null>(null, { serialize: 'ignore' });

/** Loads the groups the translator lacks, in the visit's language (English where a file fails). */
export const loadMessagesFx = attach({
  source: $translator,
  mapParams: (groups: readonly MessageGroup[], translator) => ({ groups, translator }),
  effect: createEffect(async ({ groups, translator }: { groups: readonly MessageGroup[]; translator: Translator | null }) => {
    if (!translator) return [];
    const missing = [...new Set(groups)].filter((group) => !translator.groups.includes(group.name));
    return Promise.all(missing.map(async (group) => ({ name: group.name, messages: await group.loadMessagesOrEnglish(translator.language) })));
  }),
});

$translator.on(loadMessagesFx.doneData, (translator, loaded: { name: string; messages: Messages }[]) =>
  loaded.reduce((grown, { name, messages }) => grown?.withMessages(name, messages) ?? null, translator),
);

/** A message as a store: empty until the translator is known. */
export const translated = (key: MessageKey, values?: MessageValues) => $translator.map((translator) => translator?.t(key, values) ?? '');
