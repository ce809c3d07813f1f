import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@console/contract';
import {
  PUBLIC_SALON_API,
  type PublicBooking,
  type PublicBookingCreated,
  type PublicBookingInput,
  type PublicCourse,
  type PublicSalon,
  type PublicSlots,
  type PublicStaff,
} from '@console/contract/salon';

/** A refusal of the server: its Japanese message, and its field messages when it gave them. */
export class BookingError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * The page's own small fetch: no login redirect and no page reload on 409 (the console's fetcher
 * does both; here a 409 is "this time was just taken", said to the customer).
 */
async function call<T>(
  path: string,
  init: { method?: string; body?: unknown; key?: string } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: {
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.key ? { 'idempotency-key': init.key } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = body as { message?: string; errors?: Record<string, string[]> } | undefined;
    throw new BookingError(response.status, error?.message ?? '', error?.errors ?? {});
  }
  return body as T;
}

export const bookingApi = {
  salon: (slug: string) => call<PublicSalon>(PUBLIC_SALON_API.path('salon', { slug })),
  courses: (slug: string) => call<PublicCourse[]>(PUBLIC_SALON_API.path('courses', { slug })),
  staff: (slug: string, course: number) =>
    call<PublicStaff[]>(PUBLIC_SALON_API.path('staff', { slug }, { course })),
  slots: (slug: string, course: number, month: string, staff: number | 'any') =>
    call<PublicSlots>(PUBLIC_SALON_API.path('slots', { slug }, { course, month, staff })),
  book: (slug: string, input: PublicBookingInput, key: string) =>
    call<PublicBookingCreated>(PUBLIC_SALON_API.path('bookings', { slug }), {
      method: 'POST',
      body: input,
      key,
    }),
  booking: (token: string) => call<PublicBooking>(PUBLIC_SALON_API.path('booking', { token })),
  change: (token: string, date: string, from: string) =>
    call<PublicBooking>(PUBLIC_SALON_API.path('bookingChange', { token }), {
      method: 'POST',
      body: { date, from },
    }),
  cancel: (token: string) =>
    call<PublicBooking>(PUBLIC_SALON_API.path('bookingCancel', { token }), { method: 'POST' }),
  withdraw: (token: string, kind: 'change' | 'cancel') =>
    call<PublicBooking>(
      PUBLIC_SALON_API.path(kind === 'change' ? 'bookingChange' : 'bookingCancel', { token }),
      {
        method: 'DELETE',
      },
    ),
};
