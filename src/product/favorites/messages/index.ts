import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    favorites: typeof en;
  }
}

/** The favorites team's messages, one chunk per language; its routes load them. */
export const favoritesMessages = defineMessages('favorites', import.meta.glob('./*.json', { import: 'default' }));
