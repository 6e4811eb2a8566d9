export const flagContextKeys = ['market', 'device', 'os', 'lang'] as const;

/** Experiments are the flags whose key matches `-exp-` (spec §3). */
export const isExperimentFlag = (key: string) => key.includes('-exp-');

/** Keys of the flags the product declares on the server's seed. */
export const foreignCardsFlagKey = 'foreign-cards';

export const availablePaymentMethodsFlagKey = 'available-payment-methods';

export const paymentMethods = ['ru_card', 'ww_card', 'ru_card|ww_card'] as const;
