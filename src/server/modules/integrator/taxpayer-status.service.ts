import type { TDb } from '../../db/database';
import type { TIntegratorContext } from '../../documents/integrators/plugin';
import type { TTaxpayerLookupResult } from '../../documents/integrators/plugin-results';
import { decryptSecret, integratorPwdBinding } from '../../lib/secrets';
import type { TTaxpayerPollResult } from '../../../shared/integrator/integrator-admin';
import { pluginOf, type TPluginConfig } from './integrator-plugins';
import {
  listTaxpayerStates,
  listTaxpayerTargets,
  markTaxpayersChecked,
  saveTaxpayerState,
  type TTaxpayerState,
  type TTaxpayerTarget,
} from './taxpayer-status.repository';

export type TTaxpayerPollDeps = {
  db: TDb;
  config: TPluginConfig & { secretKey: Buffer };
  log: { warn(obj: object, msg?: string): void };
};

/** Questions in flight at once: an integrator is a remote service, not to be flooded. */
const CONCURRENCY = 4;

function contextOf(
  config: TTaxpayerPollDeps['config'],
  target: TTaxpayerTarget,
): TIntegratorContext {
  const password =
    target.pwdEncrypted && target.docType !== null
      ? decryptSecret(
          target.pwdEncrypted,
          config.secretKey,
          integratorPwdBinding({ ...target, docType: target.docType }),
        )
      : null;
  return {
    docType: target.docType ?? 0,
    supplierTaxNo: target.taxNo,
    integratorUid: target.uid,
    password,
    integratorOptions: target.options ?? {},
  };
}

function stateOf(target: TTaxpayerTarget, answer: TTaxpayerLookupResult): TTaxpayerState {
  return {
    productId: target.productId,
    taxNo: target.taxNo,
    name: answer.name ?? target.tenantName,
    isOnline: answer.isOnline,
    offlineReason: answer.isOnline ? null : answer.offlineReason,
    onlineDate: answer.onlineDate,
  };
}

function sameState(a: TTaxpayerState, b: TTaxpayerState | undefined): boolean {
  return (
    b !== undefined &&
    a.name === b.name &&
    a.isOnline === b.isOnline &&
    a.offlineReason === b.offlineReason &&
    a.onlineDate?.getTime() === b.onlineDate?.getTime()
  );
}

async function ask(deps: TTaxpayerPollDeps, target: TTaxpayerTarget) {
  try {
    const plugin = pluginOf(deps.config, target);
    const reply = await plugin.taxpayerLookup(contextOf(deps.config, target), {
      taxNo: target.taxNo,
    });
    return stateOf(target, reply.result);
  } catch (err) {
    // Unreachable, timed out or misconfigured: the stored state stays; the next poll asks again.
    deps.log.warn({ err, productId: target.productId }, 'taxpayer status lookup failed');
    return null;
  }
}

/**
 * Asks each integrator product's plugin about the taxpayers the tenants send through it
 * (`taxpayerLookup`) and writes what changed: online or offline, the reason and the date.
 * Runs under the caller's system access (it reads every tenant's stores).
 */
export async function pollTaxpayerStatus(deps: TTaxpayerPollDeps): Promise<TTaxpayerPollResult> {
  const targets = await listTaxpayerTargets(deps.db);
  const stored = await listTaxpayerStates(deps.db, [...new Set(targets.map((t) => t.productId))]);
  const known = new Map(stored.map((s) => [`${s.productId}|${s.taxNo}`, s]));
  const unchanged = new Map<string, string[]>();
  const result = { checked: 0, changed: 0, failed: 0 };
  const checkedAt = new Date();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < targets.length; i = next++) {
      const target = targets[i] as TTaxpayerTarget;
      const state = await ask(deps, target);
      if (!state) {
        result.failed += 1;
        continue;
      }
      result.checked += 1;
      if (sameState(state, known.get(`${target.productId}|${target.taxNo}`))) {
        unchanged.set(target.productId, [...(unchanged.get(target.productId) ?? []), target.taxNo]);
      } else {
        await saveTaxpayerState(deps.db, state, checkedAt);
        result.changed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  for (const [productId, taxNos] of unchanged) {
    await markTaxpayersChecked(deps.db, productId, taxNos, checkedAt);
  }
  return result;
}
