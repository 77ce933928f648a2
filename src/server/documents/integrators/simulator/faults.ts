import type { TTaxpayerLookupResult } from '../plugin-results';
import {
  parseStoreOptions,
  ZSimulatorControl,
  type TSimulatedFailureCode,
  type TSimulatorControl,
  type TTransportFault,
} from './control';
import type { SimulatorClock } from './clock';

type TPendingFailure = { code: TSimulatedFailureCode; remaining: number; ettn: string | undefined };
type TTaxpayerState = {
  name: string | null;
  isOnline: boolean;
  reason: string | null;
  since: number;
};

export class SimulatorControlError extends Error {}

/** What the simulator was told to do wrong, and which taxpayers it cannot serve. */
export class SimulatorFaults {
  private failures: TPendingFailure[] = [];
  private taxpayers = new Map<string, TTaxpayerState>();
  transport: TTransportFault | null = null;
  /** Simulated ms after a registration during which a status question finds nothing. */
  statusLagMs = 0;

  clear(): void {
    this.clearFailures();
    this.taxpayers.clear();
    this.transport = null;
    this.statusLagMs = 0;
  }

  addFailure(code: TSimulatedFailureCode, count: number, ettn: string | undefined): void {
    this.failures.push({ code, remaining: count, ettn: ettn?.toLowerCase() });
  }

  /** A failure aimed at this ETTN wins over one for "the next sends". */
  takeFailure(ettn: string): TSimulatedFailureCode | undefined {
    const match =
      this.failures.find((f) => f.ettn === ettn) ?? this.failures.find((f) => f.ettn === undefined);
    if (!match) return undefined;
    match.remaining -= 1;
    if (match.remaining <= 0) this.failures = this.failures.filter((f) => f !== match);
    return match.code;
  }

  clearFailures(): void {
    this.failures = [];
  }

  pendingFailures(): number {
    return this.failures.reduce((n, f) => n + f.remaining, 0);
  }

  setTaxpayer(taxNo: string, state: TTaxpayerState): void {
    this.taxpayers.set(taxNo, state);
  }

  offlineTaxpayer(taxNo: string): string | null {
    const state = this.taxpayers.get(taxNo);
    return state && !state.isOnline ? (state.reason ?? 'Bilinmeyen neden') : null;
  }

  taxpayer(taxNo: string, startedAt: number): TTaxpayerLookupResult {
    const state = this.taxpayers.get(taxNo);
    return {
      taxNo,
      name: state?.name ?? null,
      isOnline: state?.isOnline ?? true,
      offlineReason: state && !state.isOnline ? state.reason : null,
      // The date of the last change; an untouched taxpayer has been online since start-up.
      onlineDate: new Date(state?.since ?? startedAt),
    };
  }
}

export type TControlResult = {
  transport: TTransportFault | null;
  pendingFailures: number;
  clockSpeed: number;
  now: Date;
};

type TControllable = {
  readonly clock: SimulatorClock;
  readonly faults: SimulatorFaults;
  readonly startedAt: number;
  reset(): void;
  answerAsBuyer(ettn: string, accept: boolean, reason: string | undefined): void;
};

/** Applies one control command (validated here, so HTTP and in-process callers behave alike). */
export function applyControl(target: TControllable, command: TSimulatorControl): TControlResult {
  const cmd = ZSimulatorControl.parse(command);
  const { faults, clock } = target;
  switch (cmd.action) {
    case 'normal':
      faults.transport = null;
      faults.statusLagMs = 0;
      faults.clearFailures();
      break;
    case 'reset':
      target.reset();
      break;
    case 'fail':
      faults.addFailure(cmd.code, cmd.count, cmd.ettn);
      break;
    case 'slow':
      faults.transport = { kind: 'slow', delayMs: cmd.delayMs };
      break;
    case 'timeout':
      faults.transport = { kind: 'timeout', process: cmd.process };
      break;
    case 'offline':
      faults.transport = { kind: 'offline', reason: cmd.reason ?? 'Entegratör çevrimdışı' };
      break;
    case 'status-lag':
      faults.statusLagMs = cmd.ms;
      break;
    case 'speed':
      clock.setSpeed(cmd.factor);
      break;
    case 'advance':
      clock.advance(cmd.ms);
      break;
    case 'taxpayer':
      faults.setTaxpayer(cmd.taxNo, {
        name: cmd.name ?? null,
        isOnline: cmd.isOnline,
        reason: cmd.isOnline ? null : (cmd.reason ?? 'Bilinmeyen neden'),
        since: clock.nowMs(),
      });
      break;
    case 'client-response':
      target.answerAsBuyer(cmd.ettn, cmd.accept, cmd.reason);
      break;
  }
  return {
    transport: faults.transport,
    pendingFailures: faults.pendingFailures(),
    clockSpeed: clock.speed,
    now: clock.now(),
  };
}

/** The service-wide fault, else the one a store's options ask for. */
export function transportFaultFor(
  faults: SimulatorFaults,
  integratorOptions: Record<string, unknown>,
): TTransportFault | null {
  if (faults.transport) return faults.transport;
  const mode = parseStoreOptions(integratorOptions).failureMode;
  if (mode === 'offline') return { kind: 'offline', reason: 'Mağaza ayarı: çevrimdışı' };
  if (mode === 'timeout') return { kind: 'timeout', process: true };
  return null;
}
