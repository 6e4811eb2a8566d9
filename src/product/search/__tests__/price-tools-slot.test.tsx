import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { $query } from '../model/results';
import { parseSearchParams } from '../model/search-url';
import { PriceToolsSlot } from '../ui/price-tools-slot';

const render = (params: string) => {
  const scope = fork({ values: [[$query, parseSearchParams(params, '2099-01-01')]] });
  return renderToString(
    <Provider value={scope}>
      <PriceToolsSlot />
    </Provider>,
  );
};

describe('the price tools slot', () => {
  test('a one-way or return search keeps the tools their row from the first render', () => {
    expect(render('MOW1012IST15121')).toContain('<div class=');
  });

  test('a multi-city search, which has no price tools, leaves no empty row', () => {
    expect(render('MOW1012IST-IST1512LED-LED2012MOW1')).toBe('');
  });
});
