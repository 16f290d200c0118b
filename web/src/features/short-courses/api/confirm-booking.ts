import { BOOKING_CALLS } from '@shared/api/booking-calls';
import { routeRef } from '@shared/api/route-def';
import type { publicBookingApi } from '@shared/api/short-courses';
import { api } from '@web/lib/api-client';
import { takeLinkSecret } from '@web/lib/link-secret';
import { useWrite } from '@web/lib/public-fetch';

// By its path only: the confirmation page, like the booking page, loads no schema.
const confirmCall = routeRef<typeof publicBookingApi.confirm>(BOOKING_CALLS.confirm);

const tokenKey = (orderId: string) => `booking-confirmation:${orderId}`;

/** The token of a booking's confirmation link: from its `#token=`, then from this tab's storage (link-secret.ts). */
export const takeConfirmationToken = (orderId: string): string | null => takeLinkSecret('token', tokenKey(orderId));

/** Confirms the public booking `orderId` with its link's token. */
export const confirmBooking = (orderId: string, token: string) => api.call(confirmCall, { params: { id: orderId }, body: { token } });

export const useConfirmBooking = (orderId: string) => useWrite({ mutationFn: (token: string) => confirmBooking(orderId, token) });
