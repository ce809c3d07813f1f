import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the four S3 object calls the media storage makes (PutObject, GetObject,
 * HeadObject, DeleteObject), path-style (`/{bucket}/{key}`), so the S3 adapter is tested through
 * AWS's real client without the internet. It does not check signatures, only that each call
 * carries one (an unsigned call is a 403, as S3 answers).
 */
export interface FakeS3 {
  readonly url: string;
  /** Objects by `bucket/key`. */
  readonly objects: Map<string, { body: Buffer; contentType: string }>;
  /** Calls received, `METHOD /bucket/key`, in order. */
  readonly calls: string[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: string[] = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const path = decodeURIComponent(url.pathname).replace(/^\//, '');
    calls.push(`${request.method} /${path}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = (status: number, body?: string | Buffer, headers: Record<string, string> = {}) => {
      response.writeHead(status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'))
      return answer(403, xmlError('AccessDenied', 'unsigned request'), { 'content-type': 'application/xml' });
    if (!/^[^/]+\/.+/.test(path)) return answer(400, xmlError('InvalidRequest', 'path-style only'));
    const stored = objects.get(path);
    switch (request.method) {
      case 'PUT':
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'),
        });
        return answer(200, '', { etag: '"fake"' });
      case 'GET':
      case 'HEAD':
        if (!stored)
          return answer(404, xmlError('NoSuchKey', 'The specified key does not exist.'), {
            'content-type': 'application/xml',
          });
        return answer(200, stored.body, {
          'content-type': stored.contentType,
          'content-length': String(stored.body.length),
        });
      case 'DELETE':
        objects.delete(path);
        return answer(204);
      default:
        return answer(405, xmlError('MethodNotAllowed', 'not faked'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
