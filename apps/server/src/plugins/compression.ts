import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * What is compressed per request: JSON (the API) and HTML (the console page). Not text/event-stream
 * (the salon's live channel is hijacked anyway, and a compressor would hold its events back), not
 * the built assets (@fastify/static sends the .br/.gz that vite wrote beside them, with
 * Content-Encoding set, which this plugin leaves alone — as it does the reservation cache's
 * pre-gzipped bytes).
 */
export const COMPRESSIBLE_TYPES = /^(?:text\/html|application\/(?:[\w.-]+\+)?json)(?:;|$)/;

/** Below this many bytes the headers of an encoded answer cost about what it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli at quality 4 compresses JSON about as well as gzip 9 for a fraction of the CPU of
 * brotli's default 11 (which is meant for build-time assets); gzip 6 for clients without brotli.
 * Order is the server's preference when the client weighs both the same.
 */
export const COMPRESSION_OPTIONS = {
  global: true,
  // Answers only: request bodies keep today's rules (no Content-Encoding accepted, one body limit).
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: COMPRESSION_THRESHOLD,
  customTypes: COMPRESSIBLE_TYPES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} as const;

/** Compresses dynamic answers by Accept-Encoding (issue 27), adding Vary: Accept-Encoding. */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, { ...COMPRESSION_OPTIONS, encodings: [...COMPRESSION_OPTIONS.encodings] });
  },
  { name: 'compression' },
);
