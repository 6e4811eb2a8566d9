export type { MessageKey, Messages } from './catalogue';
export type { MessageValues, Translator } from './translator';
export { createTranslator, intlLocale } from './translator';
export { loadMessages, loadMessagesOrEnglish } from './bundles';
export { I18nProvider, useT, useTranslator } from './context';
export { $translator, translated } from './model';
