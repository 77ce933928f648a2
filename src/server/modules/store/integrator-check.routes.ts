import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIntegratorCheckInput,
  ZIntegratorCheckResult,
} from '../../../shared/store/integrator-check';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { decryptSecret, integratorPwdBinding } from '../../lib/secrets';
import { dataScopeOf, scopeOf } from '../../plugins/app/scope';
import { checkIntegratorConnection } from '../integrator/integrator.public';
import { storedPassword } from './store-config.repository';
import { findStore } from './store.repository';

type TDeps = { db: TDb; config: TConfig };

/** "Bağlantıyı sına": a store's integrator settings tried before they are saved. */
export const integratorCheckRoutes =
  (deps: TDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/store/integrator-check',
      {
        onRequest: app.auth.require({ tenant: true, permission: 'Stores.Edit' }),
        schema: {
          tags: ['store'],
          summary: 'Tries integrator settings (İzibiz: Login, then CheckUser for the tax number)',
          body: ZIntegratorCheckInput,
          response: { 200: ZIntegratorCheckResult },
        },
      },
      async (request) => {
        const body = request.body;
        let password = body.integratorPwd || null;
        if (!password && body.storeId) {
          // The stored password of a store of this tenant (and store, in store mode) only.
          const scope = dataScopeOf(scopeOf(request));
          const store = await findStore(deps.db, scope, body.storeId);
          if (!store) throw new AppError('NOT_FOUND', { reason: 'store' });
          const ids = { tenantId: store.tenantId, storeId: store.id, docType: body.docType };
          const stored = await storedPassword(deps.db, ids);
          password = stored
            ? decryptSecret(stored, deps.config.secretKey, integratorPwdBinding(ids))
            : null;
        }
        return checkIntegratorConnection(deps, {
          productId: body.integratorProductId,
          docType: body.docType,
          uid: body.integratorUid || null,
          password,
          taxNo: body.taxNo,
        });
      },
    );
  };
