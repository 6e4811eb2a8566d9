import { createStore } from 'effector';
import type { MessageKey } from './catalogue';
import type { MessageValues, Translator } from './translator';

/** The visit's translator, for models that produce text (document titles); set when a scope is made. */
export const $translator = createStore<Translator | null>(null, { serialize: 'ignore' });

/** A message as a store: empty until the translator is known. */
export const translated = (key: MessageKey, values?: MessageValues) => $translator.map((translator) => translator?.t(key, values) ?? '');
