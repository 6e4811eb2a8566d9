import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    explore: typeof en;
  }
}

/** The explore team's messages, one chunk per language; its routes load them. */
export const exploreMessages = defineMessages('explore', import.meta.glob('./*.json', { import: 'default' }));
