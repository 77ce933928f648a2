import { turkishText } from '../../../shared/error-text';
import type { TIntegratorCheckResult } from '../../../shared/store/integrator-check';
import type { TDb } from '../../db/database';
import { IntegratorUnavailableError } from '../../documents/integrators/integrator-errors';
import { AppError } from '../../lib/app-error';
import { findProductDetail } from './integrator-admin.repository';
import { pluginOf, type TPluginConfig } from './integrator-plugins';

/**
 * Tries a store's integrator settings before they are saved: the lightest question the plugin
 * knows, about the store's own taxpayer (İzibiz: Login, then CheckUser for the VKN), answered in
 * plain words: it works, or why not (wrong password, product not active, user not active…).
 */
export async function checkIntegratorConnection(
  deps: { db: TDb; config: TPluginConfig },
  input: {
    productId: string;
    docType: number;
    uid: string | null;
    password: string | null;
    taxNo: string;
  },
): Promise<TIntegratorCheckResult> {
  const product = await findProductDetail(deps.db, input.productId);
  if (!product?.isActive) throw new AppError('NOT_FOUND', { reason: 'integratorProduct' });
  const plugin = pluginOf(deps.config, product);
  try {
    const { result } = await plugin.taxpayerLookup(
      {
        docType: input.docType,
        supplierTaxNo: input.taxNo,
        integratorUid: input.uid,
        password: input.password,
        integratorOptions: {},
      },
      { taxNo: input.taxNo },
    );
    if (!result.isOnline) return { ok: false, message: result.offlineReason ?? '', name: null };
    const message = turkishText('integrators.check.works', { name: result.name ?? input.taxNo });
    return { ok: true, message: message ?? '', name: result.name };
  } catch (err) {
    if (!(err instanceof IntegratorUnavailableError)) throw err;
    const message = turkishText('integrators.check.unreachable', { cause: err.message });
    return { ok: false, message: message ?? err.message, name: null };
  }
}
