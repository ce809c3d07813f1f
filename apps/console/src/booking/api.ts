import {
  fillPath,
  type OperationInput,
  type OperationOutput,
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
} from '@console/contract';
import { type PUBLIC_SALON_OPS, PUBLIC_SALON_ROUTES, type PublicBookingInput } from '@console/contract/salon';

/** The operations the page calls: their types only (the values carry zod schemas). */
type Ops = typeof PUBLIC_SALON_OPS;
type OpName = keyof Ops;

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
 * The page's own small fetch, not the console's fetcher: no login redirect and no page reload on
 * 409 (the console's fetcher does both; here a 409 is "this time was just taken", said to the
 * customer), and no zod: the console's fetcher takes the operation itself and parses the answer
 * with its schema, which would add zod to this page's first load (95.6 kB gzip measured, budget
 * 84 kB). So an operation is called by its name: method and path from PUBLIC_SALON_ROUTES (the
 * entries the operations are built from), input and answer typed by the operation.
 */
async function call<K extends OpName>(
  name: K,
  input: OperationInput<Ops[K]>,
  headers: Record<string, string> = {},
): Promise<OperationOutput<Ops[K]>> {
  const { method, path } = PUBLIC_SALON_ROUTES[name];
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
  };
  const response = await fetch(fillPath(path, params, query), {
    method,
    credentials: 'same-origin',
    headers: {
      [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const answer = text ? (JSON.parse(text) as unknown) : undefined;
  if (!response.ok) {
    const error = answer as { message?: string; errors?: Record<string, string[]> } | undefined;
    throw new BookingError(response.status, error?.message ?? '', error?.errors ?? {});
  }
  return answer as OperationOutput<Ops[K]>;
}

export const bookingApi = {
  salon: (slug: string) => call('publicSalon', { params: { slug } }),
  courses: (slug: string) => call('publicCourses', { params: { slug } }),
  staff: (slug: string, course: number) =>
    call('publicStaff', { params: { slug }, query: { course: String(course) } }),
  slots: (slug: string, course: number, month: string, staff: number | 'any') =>
    call('publicSlots', { params: { slug }, query: { course: String(course), month, staff: String(staff) } }),
  book: (slug: string, input: PublicBookingInput, key: string) =>
    call('createPublicBooking', { params: { slug }, body: input }, { 'idempotency-key': key }),
  booking: (token: string) => call('publicBooking', { params: { token } }),
  change: (token: string, date: string, from: string) =>
    call('publicBookingChange', { params: { token }, body: { date, from } }),
  cancel: (token: string) => call('publicBookingCancel', { params: { token } }),
  withdraw: (token: string, kind: 'change' | 'cancel') =>
    call(kind === 'change' ? 'deletePublicBookingChange' : 'deletePublicBookingCancel', {
      params: { token },
    }),
};
