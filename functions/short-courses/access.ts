// Who sees a short-course order: its customer (the signed-in account that booked it), or the booking office.
// Shared by the short-courses function and the pdf function (the order's tax invoice).
import { hasPermission, type Permission } from '@shared/permissions';
import type { Caller } from '@functions/platform/session';
import { noSuchOrder, type Order } from './short-course-store';

/**
 * The order when the caller may see it, 404 otherwise: its customer, or staff holding `officePermission`
 * (listing orders, or downloading their invoices).
 */
export const assertSeesOrder = (caller: Caller, order: Order | undefined, officePermission: Permission = 'list-short-course-order'): Order => {
  const office = hasPermission(caller.role, caller.permissions, officePermission);
  const customer = order !== undefined && order.customerUserId !== '' && order.customerUserId === caller.userId;
  if (!order || !(office || customer)) throw noSuchOrder();
  return order;
};
