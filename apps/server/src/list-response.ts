import { Readable } from 'node:stream';
import { type PageQuery, queryString, requestedPage, TOTAL_COUNT_HEADER } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Rows read per query while a whole list streams. */
export const STREAM_BATCH_ROWS = 2000;

export interface ListSource<T> {
  /**
   * Items `offset` … `offset + limit - 1` in list order, with the number of items of the whole list
   * when the same query could tell it (null otherwise: `count()` is asked then).
   */
  page(limit: number, offset: number): Promise<{ items: T[]; total: number | null }>;
  /** Number of items of the whole list. */
  count(): Promise<number>;
  /** The whole list in order, a batch at a time (keyset reads, so memory stays flat). */
  batches(batchRows: number): AsyncIterable<T[]>;
}

/**
 * The whole list a batch at a time through its own `page` with growing offsets: for lists an
 * account holds hundreds or a few thousand of (images, templates, deliveries, trackers), where
 * offsets cost nothing worth a keyset; the lists that grow to millions read by key instead.
 */
export async function* offsetBatches<T>(page: ListSource<T>['page'], batchRows: number): AsyncIterable<T[]> {
  for (let offset = 0; ; offset += batchRows) {
    const { items } = await page(batchRows, offset);
    if (items.length > 0) yield items;
    if (items.length < batchRows) return;
  }
}

/** RFC 8288 `Link` header of a paged list: first, prev, next, last, relative to the request's path. */
export function linkHeader(
  path: string,
  query: Record<string, unknown>,
  page: number,
  perPage: number,
  total: number,
) {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `<${path}${queryString({ ...(query as Record<string, string>), page: target, per_page: perPage })}>; rel="${rel}"`;
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, last), 'prev'));
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return links.join(', ');
}

/** The batches already read, then the rest of the iterator's. */
async function* chain<T>(read: T[][], rest: AsyncIterator<T[]>): AsyncGenerator<T[]> {
  yield* read;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

async function* jsonArray<T>(batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  let empty = true;
  yield '[';
  for await (const batch of batches) {
    let chunk = '';
    for (const item of batch) {
      chunk += empty ? JSON.stringify(item) : `,${JSON.stringify(item)}`;
      empty = false;
    }
    if (chunk) yield chunk;
  }
  yield ']';
}

/**
 * Answers a list call as the spec shapes it: a JSON array. With `?page=&per_page=` the array is
 * that page and `X-Total-Count` and `Link` carry the rest; without them the whole list streams in
 * batches, so a 100,000-line order never becomes one string in memory. A whole list of one batch
 * is sent as one string: it is in memory anyway, and a buffered answer is compressed in one call
 * (none under 1 KB), where a stream costs a compressor stream per request (list-load bench).
 */
export async function sendList<T>(
  request: FastifyRequest<{ Querystring: PageQuery }>,
  reply: FastifyReply,
  source: ListSource<T>,
): Promise<T[] | FastifyReply> {
  const paging = requestedPage(request.query);
  if (paging) {
    const { items, total: known } = await source.page(paging.perPage, (paging.page - 1) * paging.perPage);
    const total = known ?? (await source.count());
    const { page: _page, per_page: _perPage, ...rest } = request.query as Record<string, unknown>;
    const path = request.url.split('?')[0] ?? '/';
    reply.header(TOTAL_COUNT_HEADER, String(total));
    reply.header('link', linkHeader(path, rest, paging.page, paging.perPage, total));
    return items;
  }
  // The first batches are read before the answer starts, so a failing query still gets a proper
  // error answer; a failure later can only cut the stream short (logged), never look complete.
  const batches = source.batches(STREAM_BATCH_ROWS)[Symbol.asyncIterator]();
  const first = await batches.next();
  if (first.done) return reply.type('application/json; charset=utf-8').send('[]');
  const second = await batches.next();
  if (second.done) return reply.type('application/json; charset=utf-8').send(JSON.stringify(first.value));
  const body = Readable.from(jsonArray(chain([first.value, second.value], batches)), {
    objectMode: false,
  });
  body.on('error', (error) => request.log.error({ err: error }, 'list stream failed'));
  return reply.type('application/json; charset=utf-8').send(body);
}
