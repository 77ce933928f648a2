import { DocType } from '../../../../shared/domain/enums';
import { SimulatorClock } from './clock';
import { SimulatorEngine } from './engine';
import type { TSimulatorCallContext } from './engine-types';
import { testGibDir } from '../../../test/gib-packages';

export const STEP_MS = 1000;
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export const testContext: TSimulatorCallContext = {
  docType: DocType.eArsiv,
  supplierTaxNo: '1234567808',
  integratorOptions: {},
};

/** An engine whose clock stands still until the test advances it. */
export function frozenEngine(): SimulatorEngine {
  const clock = new SimulatorClock({ start: new Date('2026-11-22T10:00:00Z'), realNow: () => 0 });
  return new SimulatorEngine({ gibDir: testGibDir, clock, stepMs: STEP_MS });
}
