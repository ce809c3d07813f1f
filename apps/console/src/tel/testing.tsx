import { TEL_OPS } from '@console/contract/tel';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// The lists draw a screenful of skeleton rows while they load, and every poll of a role query
// (findByRole('cell', …)) walks their cells: on a busy machine one poll can take longer than the
// default second, before the data has even had its turn. The assertions are the same; only the wait is longer.
configure({ asyncUtilTimeout: 5_000 });

/** A JSON response as the server sends it. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (path: string, init?: RequestInit) => Response | undefined;

/** Stubs fetch: the first handler that answers wins; the sender is sandbox unless a handler says. */
export function stubTelApi(...handlers: Handler[]) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const path = String(input);
    for (const handler of handlers) {
      const response = handler(path, init);
      if (response) return response;
    }
    if (path === TEL_OPS.telSender.path) return json(200, { mode: 'sandbox' });
    if (path === TEL_OPS.telTemplates.path) return json(200, []);
    return json(404, { message: '見つかりません。' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** One page of a list as the server answers it: the array, and the total in X-Total-Count. */
export const paged = (items: readonly unknown[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });
