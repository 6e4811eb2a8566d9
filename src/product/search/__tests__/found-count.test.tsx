import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import type { SearchResults } from '../../../contracts';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import { fetchFx } from '../../../platform/request';
import { $started } from '../../../platform/start';
import { resultsOpened } from '../model/results';
import { $matching, $visible, agencyToggled, bagsChosen, stopToggled } from '../model/view';
import { SearchStatus } from '../ui/search-status';
import { tickets } from './tickets.fixture';

const searchId = '6f1c2d38-4a57-4b0e-9d53-5f1a6a1d6b11';
const answer: SearchResults = {
  search_id: searchId,
  progress: 1,
  complete: true,
  next: 1,
  agencies_total: 2,
  tickets,
  dictionary: { airports: {}, airlines: {} },
};

/** A search engine that finds the fixture's four tickets in one answer. */
const engine = vi.fn(async (request: Request) => {
  const url = new URL(request.url, 'http://test');
  if (url.pathname.startsWith('/api/suggest/')) return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  const body = request.method === 'POST' ? { search_id: searchId } : answer;
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
});

async function finishedSearch() {
  const translator = createTranslator({ brand: 'AS', market: 'ru', language: 'ru', messages: await allMessages('ru') });
  const scope = fork({
    values: [
      [$started, true],
      [$translator, translator],
    ],
    handlers: [[fetchFx, engine]],
  });
  await allSettled(resultsOpened, { scope, params: { params: 'MOW1012IST1' } });
  const status = () =>
    renderToString(
      <Provider value={scope}>
        <I18nProvider>
          <SearchStatus />
        </I18nProvider>
      </Provider>,
    );
  /** The number the status line says was found. */
  const found = () => Number(/Найдено (\d+)/.exec(status())?.[1]);
  return { scope, found };
}

describe('the found count follows the filters', () => {
  test('without filters, every ticket found', async () => {
    const { scope, found } = await finishedSearch();
    expect(found()).toBe(4);
    expect(scope.getState($visible)).toHaveLength(4);
  });

  test.each([
    ['direct flights', [stopToggled.prepend<void>(() => 0)], 2],
    ['one checked bag (sold with the fare)', [bagsChosen.prepend<void>(() => 1)], 2],
    ['an agency and a bag', [agencyToggled.prepend<void>(() => 'a2'), bagsChosen.prepend<void>(() => 1)], 1],
  ])('%s: the count is the cards the list shows', async (_, choices, count) => {
    const { scope, found } = await finishedSearch();
    for (const choose of choices) await allSettled(choose, { scope });
    expect(found()).toBe(count);
    expect(scope.getState($matching)).toHaveLength(count);
    expect(scope.getState($visible)).toHaveLength(count);
  });
});
