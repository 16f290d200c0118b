// A generated booking office for the bench: 2,000 short-course orders at 1x (scale.ts) over the board's stages (and some
// cancelled), deterministic (seeded), written in batches beside one demo session.
import { scaled } from './scale';
import { putAll, random } from './seeded';

export const BENCH_ORDERS = scaled(2_000);

/** Writes the orders into an existing session's course; answers one order's id, for the single-order read. */
export const generateOrders = async (session: {
  id: string;
  shortCourseId: string;
  bookingDatetime: string;
  locationId: string;
  locationName: string;
}) => {
  const { OrderEntity, ORDERS_LIST, ALL_ORDERS, orderStatusScope, countOrders } = await import('@functions/short-courses/short-course-store');
  const { setCounts } = await import('@functions/platform/list-counts');
  const next = random(2028);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.parse('2026-03-01T00:00:00Z');
  const orders = Array.from({ length: BENCH_ORDERS }, (_, i) => {
    const status = pick(['prospect', 'tentative', 'progressing', 'progressing', 'completed', 'completed', 'cancelled'] as const);
    const createdAt = new Date(start + i * 600_000).toISOString();
    return {
      id: `benchorder${i.toString(36).padStart(5, '0')}`,
      number: `SC-${String(900000 + i)}`,
      status,
      shortCourseId: session.shortCourseId,
      courseCode: 'HLTAID011',
      courseTitle: 'Provide First Aid',
      sessionId: session.id,
      bookingDatetime: session.bookingDatetime,
      locationId: session.locationId,
      locationName: session.locationName,
      customerUserId: '',
      customerName: `Bench Customer ${i}`,
      customerEmail: `bench.customer.${i}@example.com`,
      customerPhone: '0412 345 678',
      participants: [{ name: `Bench Customer ${i}` }],
      seats: 1,
      amountCents: 15000,
      paymentState: status === 'progressing' || status === 'completed' ? ('paid' as const) : ('unpaid' as const),
      searchText: `bench customer ${i}\nbench.customer.${i}@example.com\nhltaid011`,
      revision: 1,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await putAll(OrderEntity, orders);
  // The list's kept counts, as bookings and moves keep them: added to what the demo orders counted.
  const counts = new Map<string, number>([[ALL_ORDERS, (await countOrders(ALL_ORDERS)) + orders.length]]);
  for (const status of new Set(orders.map((o) => o.status))) {
    const scope = orderStatusScope(status);
    counts.set(scope, (await countOrders(scope)) + orders.filter((o) => o.status === status).length);
  }
  await setCounts(ORDERS_LIST, counts);
  return orders[BENCH_ORDERS / 2]!.id;
};
