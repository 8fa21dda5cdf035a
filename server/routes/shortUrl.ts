// Short links (portal host): /surl/<code> → an in-app path.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../lib/context';
import { t } from '../lib/i18n';
import { nowText } from '../lib/ids';

/** Accepts the bare code or anything ending in /surl/<code> (the front may pass its whole path). */
function shortCodeOf(text: string): string {
  const afterPrefix = text.includes('/surl/') ? text.slice(text.lastIndexOf('/surl/') + '/surl/'.length) : text;
  return afterPrefix.replace(/^\/+/, '').split(/[?#/]/)[0];
}

const isInAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

export function registerShortUrlRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: { shortUrl: string } }>(
    '/portal/shorturlManage/v1/getLongUrlByShortUrl',
    {
      config: { access: 'public' },
      schema: {
        querystring: { type: 'object', required: ['shortUrl'], properties: { shortUrl: { type: 'string', minLength: 1, maxLength: 500 } } },
      },
    },
    async (request) => {
      const row = db.prepare('SELECT url, guest_token, expire_time FROM short_urls WHERE code = ?').get(shortCodeOf(request.query.shortUrl)) as
        | { url: string; guest_token: string; expire_time: string | null }
        | undefined;
      if (!row || !isInAppPath(row.url)) return { state: false, message: t(request, 'shortUrlUnknown') };
      // Both sides use the 'yyyy-MM-dd HH:mm:ss' local format, so text order is time order.
      if (row.expire_time && row.expire_time < nowText()) return { state: false, message: t(request, 'shortUrlExpired') };
      return { state: true, message: t(request, 'shortUrlResolved'), value: { guestToken: row.guest_token, url: row.url } };
    },
  );
}
