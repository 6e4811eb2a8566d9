import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { localToday } from '../../../platform/calendar';
import { $errors } from '../model/form';
import { lastSearchDay } from '../model/validate';
import { SearchForm } from '../ui/search-form';

const languages = ['az', 'en', 'es-ES', 'hy-AM', 'ka', 'kk', 'ky', 'ru', 'tg', 'th', 'uk', 'uz'] as const;

/** The text of the departure date's error, as the form shows it. */
async function departError(language: (typeof languages)[number]): Promise<string> {
  const translator = createTranslator({ brand: 'AS', market: 'ru', language, messages: await allMessages(language) });
  const scope = fork({
    values: [
      [$translator, translator],
      [$errors, { departDate: 'search.error.tooFarAhead' }],
    ],
  });
  const html = renderToString(
    <Provider value={scope}>
      <I18nProvider>
        <SearchForm />
      </I18nProvider>
    </Provider>,
  );
  return /<span id="[^"]*-depart-error"[^>]*>([^<]*)<\/span>/.exec(html)?.[1] ?? '';
}

describe('the search horizon error', () => {
  // The last day is about a year ahead: without its year, "until 27 November" reads as this year's.
  test.each(languages)('names the last day with its year (%s)', async (language) => {
    const text = await departError(language);
    expect(text).not.toBe('');
    expect(text).toContain(lastSearchDay(localToday()).slice(0, 4));
  });
});
