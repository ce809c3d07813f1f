import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What is compressed per request: JSON (the API) and HTML (the console page). Not text/event-stream
 * (the salon's live channel is hijacked anyway, and a compressor would hold its events back), not
 * the built assets (@fastify/static sends the .br/.gz that vite wrote beside them, with
 * Content-Encoding set, which this plugin leaves alone — as it does the reservation cache's
 * pre-gzipped bytes).
 */
const COMPRESSIBLE_TYPES = /^(?:text\/html|application\/(?:[\w.-]+\+)?json)(?:;|$)/;

/**
 * Below this many bytes the headers of an encoded answer cost about what it saves. It applies to
 * buffered answers; a stream (a whole list longer than one batch, list-response.ts) is compressed
 * whatever its length.
 */
const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli at quality 4, not zlib's default 11 (meant for build-time assets): on the demo data it is
 * as small as gzip 6 or smaller (a friends page 25.1 kB → 3.9 kB either way, a month of time shifts
 * 38.8 kB → 1.1 kB against 1.3 kB) for about 0.3 ms of CPU on a 28 kB list (gzip 6: 0.2 ms); the
 * list benchmark (bench/list-load.bench.ts) measures the cost per request. gzip 6 for clients
 * without brotli. The order is the server's preference when the client weighs both the same.
 */
const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  // Answers only: request bodies keep today's rules (no Content-Encoding accepted, one body limit).
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD,
  customTypes: COMPRESSIBLE_TYPES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};

/** Compresses dynamic answers by Accept-Encoding (issue 27), adding Vary: Accept-Encoding. */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, COMPRESSION_OPTIONS);
  },
  { name: 'compression' },
);
