import { describe, expect, test } from 'vitest';
import { chunkFileName } from '../message-chunks';

describe('message chunk names', () => {
  test('name the group and the language of a message file', () => {
    expect(chunkFileName({ facadeModuleId: '/app/src/platform/i18n/messages/ru.json' })).toBe('assets/messages-shell-ru-[hash].js');
    expect(chunkFileName({ facadeModuleId: '/app/src/product/search/messages/es-ES.json' })).toBe('assets/messages-search-es-ES-[hash].js');
    expect(chunkFileName({ facadeModuleId: 'C:\\app\\src\\product\\seo\\messages\\hy-AM.json' })).toBe('assets/messages-seo-hy-AM-[hash].js');
  });

  test('leave every other chunk to the default naming', () => {
    for (const facadeModuleId of ['/app/src/product/search/pages/results-page.tsx', '/app/src/product/search/messages/index.ts', null, undefined]) {
      expect(chunkFileName({ facadeModuleId })).toBe('assets/[name]-[hash].js');
    }
  });
});
