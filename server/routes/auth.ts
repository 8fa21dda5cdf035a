// Session calls of the uc host: /auth, /refresh, /signout, /sso/auth.
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import type { TokenScope } from '../lib/auth';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { badRequest, HttpError, unauthorized } from '../lib/errors';
import { createSignInThrottle } from '../lib/signInThrottle';
import { t } from '../lib/i18n';
import { verifyPassword } from '../lib/password';
import { findTenant } from './tenant';
import { findUserByAccount, findUserById, PLATFORM_TENANT_ID, type UserRow } from '../db/users';

/** The bare login answer (EIP JwtAuthenticationResponse). */
export interface LoginAnswer {
  token: string;
  username: string;
  account: string;
  userId: string;
  expiration: number;
  loginStatus: boolean;
  userAttrs: { tenantId: string };
}

interface LoginBody {
  username: string;
  password: string;
  logintype?: string;
}

const decodeBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

export function registerAuthRoutes(app: FastifyInstance, { db, tokens, ssoSecret }: AppContext) {
  const answer = (user: UserRow, scope: TokenScope): LoginAnswer => ({
    token: tokens.issue({ id: user.id, account: user.account, tenantId: user.tenant_id }, scope),
    username: user.fullname,
    account: user.account,
    userId: user.id,
    expiration: tokens.ttlSeconds,
    loginStatus: scope === 'full',
    userAttrs: { tenantId: user.tenant_id },
  });

  /** Status checks shared by password and single-sign-on logins. */
  const assertActive = (user: UserRow) => {
    if (findTenant(db, user.tenant_id)?.status !== 'enable') throw badRequest('tenantDisabled');
    if (user.status === -1) throw badRequest('accountNotActivated');
    if (user.status !== 1) throw badRequest('accountDisabled');
  };

  const throttle = createSignInThrottle(db);

  app.post<{ Body: LoginBody; Querystring: { tenantId?: string } }>(
    '/auth',
    {
      config: { access: 'public' },
      schema: {
        querystring: { type: 'object', properties: { tenantId: { type: 'string', maxLength: 64 } } },
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 64 },
            password: { type: 'string', minLength: 1, maxLength: 1024 },
            logintype: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId?.trim() || PLATFORM_TENANT_ID;
      const accountKey = `${tenantId}\n${request.body.username.trim().toLowerCase()}`;
      // While locked, not even the right password is checked: a guesser learns nothing from the answer.
      const wait = throttle.waitSeconds(accountKey, request.ip);
      if (wait > 0) {
        reply.header('Retry-After', String(wait));
        throw new HttpError(429, 'loginThrottled', { seconds: wait });
      }
      const user = findUserByAccount(db, tenantId, request.body.username.trim());
      // Check the password before the status so that a probe cannot learn which accounts exist.
      if (!(await verifyPassword(decodeBase64(request.body.password), user?.password)) || !user) {
        throttle.failed(accountKey, request.ip);
        throw badRequest('loginFailed');
      }
      throttle.succeeded(accountKey);
      assertActive(user);
      return answer(user, user.must_change_pwd ? 'passwordChange' : 'full');
    },
  );

  app.get('/refresh', async (request) => {
    const auth = sessionOf(request);
    const user = findUserById(db, auth.tenantId, auth.userId);
    if (!user) throw unauthorized();
    return answer(user, 'full');
  });

  app.get('/signout', { config: { access: 'optional' } }, async (request) => {
    if (request.auth) tokens.revoke(request.auth);
    return { state: true, message: t(request, 'signedOut') };
  });

  app.get<{ Querystring: { ticket?: string; code?: string; service?: string } }>(
    '/sso/auth',
    {
      config: { access: 'public' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ticket: { type: 'string', maxLength: 8192 },
            code: { type: 'string', maxLength: 2048 },
            service: { type: 'string', maxLength: 2048 },
          },
        },
      },
    },
    async (request) => {
      if (!ssoSecret) throw badRequest('ssoNotConfigured');
      const ticket = request.query.ticket;
      if (!ticket) throw unauthorized('ssoInvalidTicket');
      let claims: jwt.JwtPayload | string;
      try {
        claims = jwt.verify(ticket, ssoSecret, { algorithms: ['HS256'] });
      } catch {
        throw unauthorized('ssoInvalidTicket');
      }
      if (typeof claims === 'string' || typeof claims.account !== 'string') throw unauthorized('ssoInvalidTicket');
      const tenantId = typeof claims.tenantId === 'string' && claims.tenantId ? claims.tenantId : PLATFORM_TENANT_ID;
      const user = findUserByAccount(db, tenantId, claims.account);
      if (!user) throw unauthorized('ssoInvalidTicket');
      assertActive(user);
      return answer(user, 'full');
    },
  );
}
