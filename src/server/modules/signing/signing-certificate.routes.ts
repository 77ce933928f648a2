import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZReplaceSigningCertificateInput,
  ZSigningCertificate,
} from '../../../shared/signing/signing-certificate';
import { canManageSigningCertificate } from '../../../shared/signing/signing-certificate-access';
import type { TDb } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { requireTenant, scopeOf, type TScope } from '../../plugins/app/scope';
import { actorOf } from '../../audit/audit.service';
import { getSigningCertificate, replaceSigningCertificate } from './signing-certificate.service';

const tags = ['signing'];
const security = [{ bearerAuth: [] }];
const PATH = '/api/tenant/signing-certificate';

function ownerTenant(scope: TScope): string {
  if (!canManageSigningCertificate(scope))
    throw new AppError('FORBIDDEN', { reason: 'notAllowed' });
  return requireTenant(scope);
}

export const signingCertificateRoutes =
  (deps: { db: TDb; secretKey: Buffer }): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = app.auth.require({ tenant: true });
    app.get(
      PATH,
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary:
            "The selected tenant's signing certificate (a test certificate until one is uploaded)",
          response: { 200: ZSigningCertificate },
        },
      },
      async (request) =>
        getSigningCertificate(deps.db, ownerTenant(scopeOf(request)), deps.secretKey),
    );
    app.put(
      PATH,
      {
        onRequest: guard,
        schema: {
          tags,
          security,
          summary: "Replaces the selected tenant's signing certificate with a PKCS#12 file",
          body: ZReplaceSigningCertificateInput,
          response: { 200: ZSigningCertificate },
        },
      },
      async (request) =>
        replaceSigningCertificate(deps.db, actorOf(request), {
          tenantId: ownerTenant(scopeOf(request)),
          pkcs12Base64: request.body.pkcs12Base64,
          password: request.body.password,
          secretKey: deps.secretKey,
        }),
    );
  };
