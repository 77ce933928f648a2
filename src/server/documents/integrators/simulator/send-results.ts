import { GIB_REJECTION_CODES, gibStatusText, type TGibStatusCode } from '../gib-codes';
import type { TSendResult } from '../plugin-results';

/** The answers a send can get besides "accepted". */
export function isRejection(code: number): code is (typeof GIB_REJECTION_CODES)[number] {
  return (GIB_REJECTION_CODES as readonly number[]).includes(code);
}

export function unknownState(ettn: string) {
  return {
    ettn,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: 1 as const,
    final: false,
  };
}

export function rejected(ettn: string, code: TGibStatusCode, reason: string): TSendResult {
  return {
    ettn,
    outcome: 'rejected',
    transient: false,
    gibStatusCode: code,
    gibStatusText: gibStatusText(code),
    integratorStatus: 6,
    final: true,
    failureReason: `${code} ${gibStatusText(code)}: ${reason}`,
  };
}

export function alreadyRegistered(ettn: string): TSendResult {
  return {
    ettn,
    outcome: 'already-registered',
    transient: false,
    gibStatusCode: 1163,
    gibStatusText: gibStatusText(1163),
    integratorStatus: 7,
    final: false,
    failureReason: null,
  };
}

export function deferred(ettn: string, reason: string): TSendResult {
  return {
    ettn,
    outcome: 'deferred',
    transient: true,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: 1,
    final: false,
    failureReason: reason,
  };
}
