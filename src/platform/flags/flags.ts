import * as z from 'zod/v4-mini';
import { AvailablePaymentMethodsFlag, ForeignCardsFlag, availablePaymentMethodsFlagKey, foreignCardsFlagKey } from '../../contracts/flags';
import { declareFlag } from './model';

/** Informer about foreign cards on the directions it names (spec §3); off by default. */
export const foreignCardsFlag = declareFlag({
  name: foreignCardsFlagKey,
  contract: z.union([ForeignCardsFlag, z.literal(false)]),
  defaultValue: false as const,
});

/** Payment methods offered (spec §3, §4); none extra by default. */
export const availablePaymentMethodsFlag = declareFlag<AvailablePaymentMethodsFlag>({
  name: availablePaymentMethodsFlagKey,
  contract: AvailablePaymentMethodsFlag,
  defaultValue: { methods: ['ru_card', 'ru_card|ww_card'] },
});

/** Experiment on the results' default order: `control` (the app's default) or `test`. */
export const searchSortingExperiment = declareFlag({
  name: 'web-exp-search-sorting',
  contract: z.enum(['control', 'test']),
  defaultValue: 'control' as const,
});
