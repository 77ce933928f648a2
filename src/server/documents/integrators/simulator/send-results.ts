import { IntegratorStatus } from '../../../../shared/domain/enums';
import {
  GibStatus,
  gibStatusText,
  type TGibStatusCode,
} from '../../../../shared/domain/gib-status';
import type { TSendResult } from '../plugin-results';

// The answers a send can get besides "accepted".

export function unknownState(ettn: string) {
  return {
    ettn,
    gibStatusCode: null,
    gibStatusText: null,
    integratorStatus: IntegratorStatus.notProcessed,
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
    integratorStatus: IntegratorStatus.failed,
    final: true,
    failureReason: `${code} ${gibStatusText(code)}: ${reason}`,
  };
}

export function alreadyRegistered(ettn: string): TSendResult {
  return {
    ettn,
    outcome: 'already-registered',
    transient: false,
    gibStatusCode: GibStatus.alreadyRegistered,
    gibStatusText: gibStatusText(GibStatus.alreadyRegistered),
    integratorStatus: IntegratorStatus.ignored,
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
    integratorStatus: IntegratorStatus.notProcessed,
    final: false,
    failureReason: reason,
  };
}
