// JWT sessions: issue, verify (signature, expiry, revocation, user still active) and the request guard.
import { createSecretKey, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import jwt from 'jsonwebtoken';
import { unauthorized } from './errors';

/** 'full' tokens open the portal; 'passwordChange' tokens (forced reset) only the password change. */
export type TokenScope = 'full' | 'passwordChange';

export interface AuthInfo {
  userId: string;
  account: string;
  tenantId: string;
  scope: TokenScope;
  jti: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

/** Who may call a route: 'user' (default) needs a full token, 'optional' reads one if present, 'public' ignores it. */
export type Access = 'user' | 'optional' | 'public';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export interface TokenService {
  readonly ttlSeconds: number;
  issue(user: { id: string; account: string; tenantId: string }, scope?: TokenScope): string;
  verify(token: string): AuthInfo | null;
  revoke(auth: AuthInfo): void;
}

export function createTokenService(db: Db, secret: string, ttlSeconds: number): TokenService {
  // A key object, not the string: given a string, jsonwebtoken first tries it as a PEM public key and catches the
  // failure, on every request (half a millisecond each).
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const isRevoked = db.prepare('SELECT 1 FROM revoked_tokens WHERE jti = ?');
  // the user is active and so is their tenant (a disabled tenant's tokens stop at once)
  const activeUser = db.prepare(
    "SELECT 1 FROM users u JOIN tenants t ON t.id = u.tenant_id WHERE u.id = ? AND u.tenant_id = ? AND u.account = ? AND u.status = 1 AND t.status = 'enable'",
  );
  const revoke = db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)');
  const purge = db.prepare('DELETE FROM revoked_tokens WHERE expires_at < ?');
  return {
    ttlSeconds,
    issue(user, scope = 'full') {
      return jwt.sign({ account: user.account, tenantId: user.tenantId, scope }, key, {
        algorithm: 'HS256',
        subject: user.id,
        expiresIn: ttlSeconds,
        jwtid: randomUUID(),
      });
    },
    verify(token) {
      let claims: jwt.JwtPayload | string;
      try {
        claims = jwt.verify(token, key, { algorithms: ['HS256'] });
      } catch {
        return null;
      }
      if (typeof claims === 'string') return null;
      const { sub, account, tenantId, scope, jti, exp } = claims;
      if (typeof sub !== 'string' || typeof account !== 'string' || typeof tenantId !== 'string') return null;
      if (typeof jti !== 'string' || typeof exp !== 'number') return null;
      if (isRevoked.get(jti) || !activeUser.get(sub, tenantId, account)) return null;
      return { userId: sub, account, tenantId, scope: scope === 'passwordChange' ? 'passwordChange' : 'full', jti, exp };
    },
    revoke(auth) {
      const now = Math.floor(Date.now() / 1000);
      purge.run(now);
      revoke.run(auth.jti, auth.exp);
    },
  };
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Guards every route by its `config.access`; unknown routes skip it so they answer 404, not 401. */
export function installAuthGuard(app: FastifyInstance, tokens: TokenService) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config?.access ?? 'user';
    if (access === 'public') return;
    const token = bearerToken(request);
    const auth = token ? tokens.verify(token) : null;
    if (access === 'optional') {
      request.auth = auth;
      return;
    }
    if (!auth) throw unauthorized();
    if (auth.scope !== 'full') throw unauthorized('passwordChangeRequired');
    request.auth = auth;
  });
}

/** The verified session of a route with the default 'user' access. */
export function sessionOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
