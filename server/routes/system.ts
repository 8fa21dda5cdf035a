// Portal-host system calls: the system setting, tenant logos, and the bilingual help page the help menu frames.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { notFound } from '../lib/errors';
import { langOf, parseLanguage, type Lang } from '../lib/i18n';
import { PLATFORM_TENANT_ID } from '../db/users';
import { findTenant, icoList, logoUrl, toTenantDto } from './tenant';

// Hotent names the header logo frontLogo (portal) or manageLogo (admin); both are the tenant's one logo here.
const LOGO_TYPES = ['logo', 'frontLogo', 'manageLogo', 'ico'] as const;

const HELP_PAGES: Record<Lang, string> = {
  'zh-CN': readFileSync(new URL('../static/help/index.zh-CN.html', import.meta.url), 'utf8'),
  'en-US': readFileSync(new URL('../static/help/index.en-US.html', import.meta.url), 'utf8'),
};

export function registerSystemRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/sys/sysProperties/v1/getDecryptBySysSetting', { config: { access: 'public' } }, async (request) => {
    const platform = findTenant(db, PLATFORM_TENANT_ID);
    if (!platform) throw notFound('tenantNotFound');
    const tenant = toTenantDto(db, platform, langOf(request));
    return { frontName: tenant.nameFront, frontLogo: logoUrl('logo', PLATFORM_TENANT_ID), ico: icoList(db, PLATFORM_TENANT_ID) };
  });

  app.get<{ Querystring: { logoType?: (typeof LOGO_TYPES)[number]; tenantId?: string } }>(
    '/system/file/v1/getLogoFile',
    {
      config: { access: 'public' },
      schema: {
        querystring: {
          type: 'object',
          properties: { logoType: { type: 'string', enum: [...LOGO_TYPES] }, tenantId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId?.trim() || PLATFORM_TENANT_ID;
      if (!findTenant(db, tenantId)) throw notFound('tenantNotFound');
      const logoType = request.query.logoType === 'ico' ? 'ico' : 'logo';
      // A tenant without its own image shows the platform's.
      const logo = db
        .prepare(
          `SELECT content_type, data FROM logos WHERE logo_type = ? AND tenant_id IN (?, ?)
           ORDER BY CASE tenant_id WHEN ? THEN 0 ELSE 1 END LIMIT 1`,
        )
        .get(logoType, tenantId, PLATFORM_TENANT_ID, tenantId) as { content_type: string; data: Buffer } | undefined;
      if (!logo) throw notFound('fileNotFound');
      return reply
        .header('Content-Type', logo.content_type)
        .header('X-Content-Type-Options', 'nosniff')
        // SVG can carry script: even when opened directly it must not run anything.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('Cache-Control', 'public, max-age=300')
        .send(logo.data);
    },
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/portal/help/index.html',
    {
      // Framed by the portal, so it cannot carry the bearer token: the help text is public.
      config: { access: 'public' },
      schema: { querystring: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } } },
    },
    async (request, reply) => {
      const lang = request.query.lang ? parseLanguage(request.query.lang) : langOf(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Language', lang)
        .header('X-Content-Type-Options', 'nosniff')
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'")
        .send(HELP_PAGES[lang]);
    },
  );
}
