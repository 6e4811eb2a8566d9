import type en from './messages/en.json';

/** English is the source catalogue: every other language has exactly its keys. */
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
