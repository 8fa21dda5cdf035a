// Electronic seal of the current user (uc host).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { forbidden, notFound } from '../lib/errors';
import { t } from '../lib/i18n';
import { newId, nowText } from '../lib/ids';
import { hashPassword, verifyPassword } from '../lib/password';
import { findUserById, hasMethod } from '../db/users';
import { findFile, imageTypeOf } from './file';

const previewUrl = (fileId: string) => `/system/file/v1/preview?fileId=${encodeURIComponent(fileId)}`;

export function registerSealRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/uc/electronicSeal/v1/getSealByCurrentUserId', async (request, reply) => {
    const auth = sessionOf(request);
    const seal = db.prepare('SELECT id, user_id, file_id FROM seals WHERE user_id = ? AND tenant_id = ?').get(auth.userId, auth.tenantId) as
      | { id: string; user_id: string; file_id: string }
      | undefined;
    // No seal yet is a normal answer: a JSON null with status 200.
    if (!seal) return reply.type('application/json; charset=utf-8').send('null');
    return { id: seal.id, userId: seal.user_id, fileId: seal.file_id, picUrl: previewUrl(seal.file_id) };
  });

  app.post<{ Body: { fileId: string; oldPassWord: string; password: string; confirmPwd: string } }>(
    '/uc/electronicSeal/v1/userSave',
    {
      schema: {
        body: {
          type: 'object',
          required: ['fileId', 'oldPassWord', 'password', 'confirmPwd'],
          properties: {
            fileId: { type: 'string', minLength: 1, maxLength: 64 },
            oldPassWord: { type: 'string', minLength: 1, maxLength: 256 },
            password: { type: 'string', minLength: 1, maxLength: 64 },
            confirmPwd: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      if (!hasMethod(db, auth.userId, 'seal_edit')) throw forbidden();
      const user = findUserById(db, auth.tenantId, auth.userId);
      if (!user) throw notFound('userNotFound');
      const { fileId, oldPassWord, password, confirmPwd } = request.body;
      if (!(await verifyPassword(oldPassWord, user.password))) return { state: false, message: t(request, 'sealLoginPasswordWrong') };
      if (password !== confirmPwd) return { state: false, message: t(request, 'sealPasswordMismatch') };
      const file = findFile(db, auth.tenantId, fileId);
      if (!file || file.owner_id !== auth.userId || imageTypeOf(file.data) !== 'image/png') {
        return { state: false, message: t(request, 'sealImageInvalid') };
      }
      const now = nowText();
      const hash = await hashPassword(password);
      const existing = db.prepare('SELECT id FROM seals WHERE user_id = ?').get(auth.userId) as { id: string } | undefined;
      const id = existing?.id ?? newId();
      if (existing) db.prepare('UPDATE seals SET file_id = ?, password = ?, update_time = ? WHERE id = ?').run(fileId, hash, now, id);
      else {
        db.prepare('INSERT INTO seals (id, tenant_id, user_id, file_id, password, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          id, auth.tenantId, auth.userId, fileId, hash, now, now,
        );
      }
      return { state: true, message: t(request, 'sealSaved'), value: id };
    },
  );
}
