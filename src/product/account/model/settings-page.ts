import { createStore, sample } from 'effector';
import { $currency, $market, visitSettingsChanged } from '../../../platform/market';
import { changeSettingsFx } from '../../../platform/user';

/** Which setting the last change was about, and how it went: the page says it next to it. */
export type SaveState = { key: string; status: 'saving' | 'saved' | 'failed' } | null;
const keyOf = (patch: Record<string, unknown>) => Object.keys(patch).join(',');
export const $saveState = createStore<SaveState>(null, { serialize: 'ignore' })
  .on(changeSettingsFx, (_, patch) => ({ key: keyOf(patch), status: 'saving' }))
  .on(changeSettingsFx.done, (_, { params }) => ({ key: keyOf(params), status: 'saved' }))
  .on(changeSettingsFx.fail, (_, { params }) => ({ key: keyOf(params), status: 'failed' }));

// Spec §2.9, §4: a saved currency or market switches the visit's, which reloads the page with it.
sample({
  clock: changeSettingsFx.done,
  source: { currency: $currency, market: $market },
  filter: ({ currency, market }, { params }) =>
    (typeof params.currency === 'string' && params.currency !== currency) || (typeof params.market === 'string' && params.market !== market),
  fn: ({ currency, market }, { params }) => ({
    settings: {
      ...(typeof params.currency === 'string' && params.currency !== currency ? { currency: params.currency } : {}),
      ...(typeof params.market === 'string' && params.market !== market ? { market: params.market } : {}),
    },
  }),
  target: visitSettingsChanged,
});
