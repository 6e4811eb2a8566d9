import { describe, expect, test } from 'vitest';
import messages from 'virtual:messages/browserNotice';
import { languages } from '../../market';
import { noticeTexts } from '../notice-view';

describe('unsupported browser notice texts', () => {
  test("are in the page's language", () => {
    expect(noticeTexts('ru')).toEqual({
      title: 'Ваш браузер не поддерживается',
      text: 'Для работы сайта нужен более новый браузер. Обновите его или откройте сайт в свежей версии Chrome, Firefox, Safari или Edge.',
    });
    expect(noticeTexts('es-ES').title).toBe('Tu navegador no es compatible');
  });

  test('are in English for a language without a bundle', () => {
    expect(noticeTexts('fr').title).toBe('Your browser is not supported');
    expect(noticeTexts('').title).toBe('Your browser is not supported');
  });

  test('exist in every UI language, and only the notice texts reach the chunk', () => {
    expect(Object.keys(messages).sort()).toEqual([...languages].sort());
    for (const language of languages) {
      expect(Object.keys(messages[language]!).sort(), language).toEqual(['browserNotice.text', 'browserNotice.title']);
      const { title, text } = noticeTexts(language);
      expect(title.length, language).toBeGreaterThan(5);
      expect(text.length, language).toBeGreaterThan(title.length);
    }
  });
});
