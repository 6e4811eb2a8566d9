import { createEvent, sample } from 'effector';
import { Order, OrderList, bookingPaths } from '../../../contracts/booking';
import { createApiQuery } from '../../../platform/request';
import { $authorized } from '../../../platform/session';

// The account's orders (`{my orders host}`, private): booking makes them, these pages list them.

export const ordersQuery = createApiQuery({
  request: { method: 'GET', host: 'myOrders', path: () => bookingPaths.orders },
  response: OrderList,
});

export const orderQuery = createApiQuery({
  request: { method: 'GET', host: 'myOrders', path: (id: string) => bookingPaths.order(id) },
  response: Order,
});

export const ordersRequired = createEvent();
export const orderRequired = createEvent<string>();

sample({ clock: ordersRequired, filter: $authorized, target: ordersQuery.start });
sample({ clock: orderRequired, filter: $authorized, target: orderQuery.start });
