// Card payments: the state machine every payment follows and the provider that moves it.
export type { PaymentEvent, PaymentState } from './machine';
export { finalStatuses, IllegalTransition, initialPayment, transition } from './machine';
export type { AuthorizeRequest, PaymentProvider } from './provider';
export { SimulatedPaymentProvider } from './provider';
export type { CardNetwork, TestCardOutcome } from './cards';
export { cardExpired, cardNetwork, methodOf, testCards, testThreeDsCode } from './cards';
