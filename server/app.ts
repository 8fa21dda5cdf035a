// The embedded reference server: the portal's API and the built front end (dist/) on one origin.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { getSetting, isPostgres, openDatabase, setSetting, type Db } from './db/database';
import { AREAS, createAreaTables } from './areas';
import type { ContractReviewSettings } from './areas/contractReview/dify';
import type { FormWire } from './lib/context';
import { DEFAULT_SEED_DIR, seedIfEmpty } from './db/seed';
import { installListTurns } from './lib/listTurns';
import { createTokenService, installAuthGuard } from './lib/auth';
import type { AppContext } from './lib/context';
import { installErrorHandler, notFoundMessage, sendError, UPLOAD_LIMIT_MB } from './lib/errors';
import { langOf, translate } from './lib/i18n';
import { registerApprovalItemRoutes } from './routes/approvalItem';
import { registerAuthRoutes } from './routes/auth';
import { registerFileRoutes } from './routes/file';
import { registerFilePreviewRoutes } from './routes/filePreview';
import { registerFormRuleRoutes } from './routes/formRules';
import { registerMenuRoutes } from './routes/menu';
import { registerMessageRoutes } from './routes/message';
import { registerOrgRoutes } from './routes/org';
import { registerReportRoutes } from './routes/report';
import { registerSealRoutes } from './routes/seal';
import { registerShortUrlRoutes } from './routes/shortUrl';
import { registerSystemRoutes } from './routes/system';
import { registerTenantRoutes } from './routes/tenant';
import { registerUserRoutes } from './routes/user';

export interface BuildAppOptions {
  /** SQLite file, or ':memory:' (the default) */
  dbPath?: string;
  /** Where the seed files are (default fixtures/seed). */
  seedDir?: string;
  /** built front end served under /fvue/ (default <repo>/dist) */
  distDir?: string;
  logger?: boolean;
  /** token lifetime in seconds (default 7200) */
  tokenTtlSeconds?: number;
  /** HS256 secret of session tokens (default: generated once and kept in the database) */
  jwtSecret?: string;
  /** the Dify-compatible workflow API of the AI contract review (default: not configured) */
  contractReview?: ContractReviewSettings;
  /** How process forms are described: 'definition' (default, form.definition) or 'html' (form.formHtml, the generated template; FLOWDESK_FORM_WIRE) */
  formWire?: FormWire;
}

const BASE_PATH = '/fvue';
export const DEFAULT_TOKEN_TTL_SECONDS = 7200;
const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));
const JWT_SECRET_KEY = 'jwt_secret';

/** A random secret stored on first start, so tokens survive restarts of a file database. */
function storedJwtSecret(db: Db): string {
  const existing = getSetting(db, JWT_SECRET_KEY);
  if (existing) return existing;
  const secret = randomBytes(32).toString('hex');
  setSetting(db, JWT_SECRET_KEY, secret);
  return secret;
}

const isFrontendPath = (path: string) => path === BASE_PATH || path.startsWith(`${BASE_PATH}/`);

/** A browser navigation (not a missing script or image) gets index.html so that history routes work. */
function wantsPage(request: FastifyRequest, path: string): boolean {
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

function registerFrontend(app: FastifyInstance, distDir: string): ((request: FastifyRequest, reply: FastifyReply) => boolean) | null {
  if (!existsSync(join(distDir, 'index.html'))) {
    const text = `${translate('zh-CN', 'frontendMissing')}\n${translate('en-US', 'frontendMissing')}\n`;
    const unavailable = async (_request: FastifyRequest, reply: FastifyReply) => reply.code(503).type('text/plain; charset=utf-8').send(text);
    app.get(BASE_PATH, { config: { access: 'public' } }, unavailable);
    app.get(`${BASE_PATH}/*`, { config: { access: 'public' } }, unavailable);
    return null;
  }
  app.register(fastifyStatic, {
    root: distDir,
    prefix: `${BASE_PATH}/`,
    wildcard: true,
    index: ['index.html'],
    redirect: true,
    cacheControl: false,
    // The build writes .br and .gz copies of the scripts and stylesheets (build/precompress.ts): they are sent to
    // a browser that accepts them, the plain file otherwise.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Vite puts content-hashed files under assets/; everything else (index.html, config.json) must be revalidated.
      const hashed = filePath.includes(`${sep}assets${sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The same URL answers differently by Accept-Encoding: a shared cache must keep them apart.
      if (hashed) res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  return (request, reply) => {
    const path = request.url.split('?')[0];
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isFrontendPath(path) || !wantsPage(request, path)) return false;
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
    return true;
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const db = openDatabase(options.dbPath ?? ':memory:');
  let app: FastifyInstance;
  try {
    await seedIfEmpty(db, options.seedDir);
    createAreaTables(db);
    for (const area of AREAS) area.seed?.(db, options.seedDir ?? DEFAULT_SEED_DIR);
    // Seeds that need every area's tables and async work (the flow area runs its demo instances through the engine).
    for (const area of AREAS) await area.seedAfter?.(db, options.seedDir ?? DEFAULT_SEED_DIR);
    if (isPostgres(db)) db.endSetup();
    const tokens = createTokenService(db, options.jwtSecret ?? storedJwtSecret(db), options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS);
    app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024 });
    app.addHook('onClose', async () => db.close());

    installErrorHandler(app);
    // The built front end is public by nature: mark every route the static plugin adds under /fvue.
    app.addHook('onRoute', (route) => {
      if (isFrontendPath(route.url)) route.config = { ...route.config, access: 'public' };
    });
    installAuthGuard(app, tokens);
    installListTurns(app);

    // An empty JSON body counts as no body; object bodies then default to {} so validation names the missing fields.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (String(body).trim() === '') return done(null, undefined);
      parseJson(request, String(body), done);
    });
    app.addHook('preValidation', async (request) => {
      const bodySchema = request.routeOptions.schema?.body as { type?: string } | undefined;
      if (request.body === undefined && bodySchema?.type === 'object') request.body = {};
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('X-Content-Type-Options')) reply.header('X-Content-Type-Options', 'nosniff');
      if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
      if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'SAMEORIGIN');
      // Answers carry personal data: never store them in shared caches.
      if (!reply.hasHeader('Cache-Control') && !isFrontendPath(request.url.split('?')[0])) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    await app.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 5, fields: 20, fieldSize: 1024 * 1024, parts: 30 },
    });

    const context: AppContext = { db, tokens, ssoSecret: process.env.FLOWDESK_SSO_SECRET || undefined, contractReview: options.contractReview, formWire: options.formWire };
    for (const register of [
      registerAuthRoutes,
      registerUserRoutes,
      registerOrgRoutes,
      registerTenantRoutes,
      registerSystemRoutes,
      registerMenuRoutes,
      registerFileRoutes,
      registerFilePreviewRoutes,
      registerSealRoutes,
      registerApprovalItemRoutes,
      registerReportRoutes,
      registerShortUrlRoutes,
      registerMessageRoutes,
      registerFormRuleRoutes,
    ]) {
      register(app, context);
    }
    for (const area of AREAS) area.register(app, context);

    app.get('/', { config: { access: 'public' } }, async (_request, reply) => reply.redirect(`${BASE_PATH}/`));
    const servePage = registerFrontend(app, options.distDir ?? DEFAULT_DIST_DIR);
    app.setNotFoundHandler((request, reply) => {
      if (servePage?.(request, reply)) return;
      sendError(reply, 404, notFoundMessage(langOf(request), request.url.split('?')[0]));
    });
  } catch (error) {
    db.close();
    throw error;
  }
  return app;
}
