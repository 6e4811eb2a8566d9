import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { $translator, createTranslator, I18nProvider } from '../../../platform/i18n';
import { allMessages } from '../../../platform/i18n/__tests__/all-messages';
import type { Range } from '../model/filters';
import { RangeField } from '../ui/range-field';

async function render(value: Range | null, bounds: Range = { min: 1000, max: 9000 }) {
  const translator = createTranslator({ brand: 'WA', market: 'us', language: 'en', messages: await allMessages('en') });
  return renderToString(
    <Provider value={fork({ values: [[$translator, translator]] })}>
      <I18nProvider>
        <RangeField label="Price" bounds={bounds} step={100} value={value} format={(at) => `$${at}`} onChange={() => {}} />
      </I18nProvider>
    </Provider>,
  );
}
const sliders = (html: string) => [...html.matchAll(/<input type="range"[^>]*>/g)].map(([tag]) => tag);

test('two sliders on one track, each labelled by its end and read out by its value', async () => {
  const [from, to, ...more] = sliders(await render({ min: 2000, max: 5000 }));
  expect(more).toEqual([]);
  for (const slider of [from!, to!]) expect(slider).toMatch(/min="1000" max="9000" step="100"/);
  expect(from).toMatch(/aria-label="Price, from" aria-valuetext="\$2000" value="2000"/);
  expect(to).toMatch(/aria-label="Price, to" aria-valuetext="\$5000" value="5000"/);
});

test('no filter spans the bounds, the top rounded up to a whole step', async () => {
  const [from, to] = sliders(await render(null, { min: 1000, max: 8950 }));
  expect(from).toMatch(/max="9000".*value="1000"/);
  expect(to).toMatch(/max="9000".*value="9000"/);
});
