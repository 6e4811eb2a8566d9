export type { MessageKey, Messages } from './catalogue';
export type { MessageValues, Translator, TranslatorOptions } from './translator';
export { createTranslator, missingKeySampling } from './translator';
export type { Names } from './naming';
export { subscriptionLongNameKeys, subscriptionNameKeys, subscriptionNames } from './naming';
export type { BundleLoader } from './bundles';
export { createBundleLoader, isLocaleContext, loadMessages, loadMessagesOrEnglish } from './bundles';
export { I18nProvider, useT, useTranslator } from './context';
export { $translator, translated } from './model';
