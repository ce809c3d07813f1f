import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_OEM_CODE, type OemCode } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { consolePagePolicy } from '../plugins/security';
import { fillTemplate } from './html';
import { messages } from './messages';

/**
 * The customers' booking page (apps/console/booking.html, its own entry): the same meta tags and
 * CSP nonce as the console's page, no session data, and the salon's OEM label so the page opens
 * in the salon's theme. A feature that knows the salon (by a public URL or a booking link) calls
 * this with the label, and with 404 when it knows none.
 */
export async function sendBookingPage(
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { oemCode: OemCode | null; appName: string | null },
) {
  let template: string;
  try {
    template = await fs.readFile(path.join(path.resolve(config.consoleDist), 'booking.html'), 'utf8');
  } catch {
    request.log.warn('booking page build missing');
    return reply.status(503).type('text/plain; charset=utf-8').send(messages.notBuilt);
  }
  const nonce = randomBytes(16).toString('base64');
  const html = fillTemplate(
    template,
    {
      userId: '',
      accountId: '',
      oemCode: options.oemCode ?? DEFAULT_OEM_CODE,
      traceId: request.id,
      captchaSiteKey: '',
      appName: options.appName ?? config.appName,
      demoLogins: '',
    },
    { cspNonce: nonce },
  );
  return (
    reply
      .status(options.oemCode === null ? 404 : 200)
      .header('cache-control', 'no-cache')
      .header('content-security-policy', consolePagePolicy(nonce))
      // The booking link's token is in the address: never sent on to other sites.
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}
