import type { ReportOrder, ReportPayment } from '../../../contracts/data-report';
import { orderView } from './order-routes';
import { paymentView } from './payment-view';
import type { BookingStore } from './store';

// This module's parts of a user's data report (`app.personalData`, plugins/personal-data.ts).

/** Every order as kept: as the account shows it, with the passengers' documents the order holds. */
export const ordersOfUser =
  (store: BookingStore) =>
  async (userId: string): Promise<ReportOrder[]> =>
    (await store.orders(userId, Number.MAX_SAFE_INTEGER)).map((row) => ({ ...orderView(row), passengers: row.passengers }));

/** Every payment, declined and failed ones too, with when it started. */
export const paymentsOfUser =
  (store: BookingStore) =>
  async (userId: string): Promise<ReportPayment[]> =>
    (await store.payments(userId)).map((row) => ({ ...paymentView(row), created_at: row.createdAt.toISOString() }));
