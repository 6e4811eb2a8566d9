import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PaymentStatus } from '../../../contracts/booking';
import type { Database } from '../../db';
import type { PaymentState } from '../../engines/payments';
import { clicks, orders, payments } from './schema';

export type ClickRow = typeof clicks.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
/** An order with the parts of its total, which its payment keeps (unknown: read as stored). */
export type OrderRow = typeof orders.$inferSelect & { total: unknown };
export type NewOrder = Omit<typeof orders.$inferInsert, 'userId' | 'paymentId'>;

/** An order's columns and the parts of its total from the payment that made it. */
const orderColumns = { ...getTableColumns(orders), total: sql<unknown>`${payments.purchase} -> 'total'`.mapWith(payments.purchase) };

/** Clicks, payments and orders. Every read of a payment or an order names its user. */
export class BookingStore {
  constructor(private readonly db: Database) {}

  async addClick(click: ClickRow): Promise<void> {
    await this.db.insert(clicks).values(click);
  }

  /** Inserts the payment unless the user already has one with its idempotency key; then undefined. */
  async startPayment(row: typeof payments.$inferInsert): Promise<PaymentRow | undefined> {
    const [inserted] = await this.db
      .insert(payments)
      .values(row)
      .onConflictDoNothing({ target: [payments.userId, payments.idempotencyKey] })
      .returning();
    return inserted;
  }

  async paymentByKey(userId: string, idempotencyKey: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
      .limit(1);
    return row;
  }

  async payment(userId: string, id: string): Promise<PaymentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.id, id)))
      .limit(1);
    return row;
  }

  /**
   * Moves a payment from `from` to its next state, and makes its order when it succeeded, in one
   * transaction; undefined when another request moved it first (it then reads the payment again).
   */
  async settle(payment: PaymentRow, from: PaymentStatus, next: PaymentState, order: NewOrder | null): Promise<PaymentRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(payments)
        .set({ status: next.status, declineReason: next.declineReason, history: next.history, orderId: order?.id ?? null })
        .where(and(eq(payments.id, payment.id), eq(payments.status, from)))
        .returning();
      if (!moved) return undefined;
      if (order) await tx.insert(orders).values({ ...order, userId: payment.userId, paymentId: payment.id });
      return moved;
    });
  }

  /** Every payment of the user, newest first (the data report). */
  payments(userId: string): Promise<PaymentRow[]> {
    return this.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
  }

  orders(userId: string, limit = 100): Promise<OrderRow[]> {
    return this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(limit);
  }

  async order(userId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(and(eq(orders.userId, userId), eq(orders.id, id)))
      .limit(1);
    return row;
  }
}
