import type { TDb } from '../../db/database';
import type { TIntegratorHealth } from '../../../shared/integrator/integrator-admin';
import { pluginOf, type TPluginConfig } from './integrator-plugins';
import { listProductDetails } from './integrator-admin.repository';

/** A health check waits this long at most, whatever INTEGRATOR_TIMEOUT_MS says. */
const PROBE_TIMEOUT_MS = 3_000;
// VKN 1234567808 (domain.md's valid example): a lookup every integrator can answer.
const PROBE_TAX_NO = '1234567808';

/**
 * Whether each active integrator product answers: one taxpayer lookup (the lightest call of the
 * plugin interface), with its round-trip time, or why it failed.
 */
export async function checkIntegrators(
  db: TDb,
  config: TPluginConfig,
): Promise<TIntegratorHealth[]> {
  const products = await listProductDetails(db, { activeOnly: true });
  return Promise.all(
    products.map(async (product) => {
      const base = {
        id: product.id,
        name: product.name,
        pluginKey: product.pluginKey,
        isDefault: product.isDefault,
      };
      const started = performance.now();
      try {
        const plugin = pluginOf(
          config,
          product,
          Math.min(PROBE_TIMEOUT_MS, config.integratorTimeoutMs),
        );
        await plugin.taxpayerLookup(
          {
            docType: 0,
            supplierTaxNo: PROBE_TAX_NO,
            integratorUid: null,
            password: null,
            integratorOptions: {},
          },
          { taxNo: PROBE_TAX_NO },
        );
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return { ...base, reachable: true, latencyMs, error: null };
      } catch (e) {
        return {
          ...base,
          reachable: false,
          latencyMs: null,
          error: e instanceof Error ? e.message : String(e),
        };
      }
    }),
  );
}
