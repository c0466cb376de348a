import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createBackup } from '../../platform/data-dir/backup-archive';
import { AppError } from '../../platform/errors';
import { LocalStorage } from '../../platform/storage/local-storage';
import { operatorAccess } from '../operators/operator-guard';
import { backupMessages as m } from './backup.messages';

/**
 * `POST /api/admin/backup` (operator key): the running server owns the embedded database,
 * so `npm run backup` asks it for the archive; sales go on while it is written.
 */
export const backupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    '/api/admin/backup',
    {
      ...operatorAccess(deps),
      schema: { hide: true },
    },
    async (request, reply) => {
      const pglite = deps.database.pglite;
      if (!pglite || !(deps.storage instanceof LocalStorage)) {
        throw new AppError(409, 'BACKUP-409', m['backup.embedded_only']);
      }
      const archive = await createBackup({ pglite, dataDir: deps.config.dataDir }, (message) =>
        request.log.info(message),
      );
      const name = `omoide-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${path.basename(name)}"`)
        .send(archive);
    },
  );
};
