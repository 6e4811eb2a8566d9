import type { AvailablePaymentMethodsFlag, ForeignCardsFlagValue, SearchSortingGroup } from '../../contracts/flags';
import { availablePaymentMethodsFlagKey, foreignCardsFlagKey } from '../../contracts/plain/flags';
import { declareFlag } from './model';

// The contracts load with the first check of the flags' values (./model.ts): zod is not part of the page's start.
const contracts = () => import('../../contracts/flags');

/** Informer about foreign cards on the directions it names (spec §3); off by default. */
export const foreignCardsFlag = declareFlag<ForeignCardsFlagValue>({
  name: foreignCardsFlagKey,
  contract: () => contracts().then((flags) => flags.ForeignCardsFlagValue),
  defaultValue: false,
});

/** Payment methods offered (spec §3, §4); none extra by default. */
export const availablePaymentMethodsFlag = declareFlag<AvailablePaymentMethodsFlag>({
  name: availablePaymentMethodsFlagKey,
  contract: () => contracts().then((flags) => flags.AvailablePaymentMethodsFlag),
  defaultValue: { methods: ['ru_card', 'ru_card|ww_card'] },
});

/** Experiment on the results' default order: `control` (the app's default) or `test`. */
export const searchSortingExperiment = declareFlag<SearchSortingGroup>({
  name: 'web-exp-search-sorting',
  contract: () => contracts().then((flags) => flags.SearchSortingGroup),
  defaultValue: 'control',
});
