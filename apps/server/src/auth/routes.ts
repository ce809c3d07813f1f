import { AUTH_OPS } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { registerOperation } from '../operations';
import { clearSessionCookie, currentUser, setSessionCookie } from '../plugins/auth';
import { loginWaitMs } from './limits';
import { meAnswer } from './me';
import { messages } from './messages';
import {
  checkCredentials,
  clearFailures,
  createSession,
  deleteSession,
  recentFailures,
  recordFailure,
} from './service';

export default async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const limits = config.loginLimits;

  registerOperation(app, 'login', AUTH_OPS.login, {
    // Per client IP, successes included: a cheap cap on credential stuffing across addresses.
    config: {
      rateLimit: {
        max: limits.attemptsPerIp,
        timeWindow: limits.ipWindowMs,
        errorResponseBuilder: () => new HttpError(429, messages.tooManyAttempts),
      },
    },
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const ip = request.ip;
      // Per account and address: past the free failures, each failure doubles the wait.
      const failures = await recentFailures(app.db, email, ip, limits.failureWindowMs);
      const waitMs = loginWaitMs(failures.count, failures.last, Date.now(), limits);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw new HttpError(429, messages.tooManyFailures(Math.ceil(waitMs / 1000)));
      }
      const userId = await checkCredentials(app.db, email, password);
      if (userId === null) {
        await recordFailure(app.db, email, ip, limits.failureWindowMs);
        request.log.info({ email, ip, failures: failures.count + 1 }, 'login failed');
        throw new HttpError(422, messages.invalidCredentials);
      }
      await clearFailures(app.db, email, ip);
      const session = await createSession(app.db, userId);
      setSessionCookie(reply, config, session.token, session.expiresAt);
      request.log.info({ userId }, 'login');
      return reply.status(204).send(null);
    },
  });

  registerOperation(app, 'logout', AUTH_OPS.logout, async (request, reply) => {
    await deleteSession(app.db, currentUser(request).tokenHash);
    clearSessionCookie(reply, config);
    return reply.status(204).send(null);
  });

  registerOperation(app, 'me', AUTH_OPS.me, async (request) => meAnswer(currentUser(request)));
}
