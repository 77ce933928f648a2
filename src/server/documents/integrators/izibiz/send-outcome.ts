import { IntegratorStatus } from '../../../../shared/domain/enums';
import { GibStatus, gibStatusText } from '../../../../shared/domain/gib-status';
import { responseDataOf } from '../exchange';
import { IntegratorUnavailableError } from '../integrator-errors';
import type { TIntegratorExchange, TIntegratorReply } from '../plugin';
import type { TSendResult } from '../plugin-results';
import type { IzibizFault } from './izibiz-errors';
import type { TSentItem } from './send-batch';

function reply(
  ettn: string,
  result: Omit<TSendResult, 'ettn'>,
  exchange: TIntegratorExchange,
  izibiz?: IzibizFault,
) {
  const full: TSendResult = { ettn, ...result };
  const data = izibiz ? { ...full, izibiz: { code: izibiz.code, reason: izibiz.reason } } : full;
  return {
    result: full,
    exchange: {
      ...exchange,
      responseData: responseDataOf(data),
      success: full.outcome === 'accepted',
    },
  };
}

/**
 * What İzibiz's answer about one document means for the pipeline: taken (queued); already
 * registered (10009, 10017: never sent again blindly, its status decides); refused for its
 * content; or waiting for a person to fix the account (wrong password, product not active…).
 * İzibiz failing itself, or a session it would not renew, leaves the outcome unknown.
 */
export function sendReply(
  ettn: string,
  item: TSentItem,
  queuedText: string,
): TIntegratorReply<TSendResult> {
  if (item.kind === 'accepted') {
    return reply(
      ettn,
      {
        outcome: 'accepted',
        transient: false,
        gibStatusCode: GibStatus.queued,
        gibStatusText: queuedText,
        integratorStatus: IntegratorStatus.sent,
        final: false,
        failureReason: null,
      },
      item.exchange,
    );
  }
  const { fault } = item;
  const exchange: TIntegratorExchange = fault.exchange ?? {
    responseDate: new Date(),
    responseStatus: 0,
    responseData: null,
    success: false,
  };
  switch (fault.errorClass) {
    case 'duplicate':
      return reply(
        ettn,
        {
          outcome: 'already-registered',
          transient: false,
          gibStatusCode: GibStatus.alreadyRegistered,
          gibStatusText: gibStatusText(GibStatus.alreadyRegistered),
          integratorStatus: IntegratorStatus.ignored,
          final: false,
          failureReason: fault.message,
        },
        exchange,
        fault,
      );
    case 'account':
      return reply(
        ettn,
        {
          outcome: 'deferred',
          transient: true,
          gibStatusCode: null,
          gibStatusText: null,
          integratorStatus: IntegratorStatus.notProcessed,
          final: false,
          failureReason: fault.message,
        },
        exchange,
        fault,
      );
    case 'transient':
    case 'session':
      throw new IntegratorUnavailableError('server-error', fault.message, exchange);
    default:
      return reply(
        ettn,
        {
          outcome: 'rejected',
          transient: false,
          gibStatusCode: null,
          gibStatusText: null,
          integratorStatus: IntegratorStatus.failed,
          final: true,
          failureReason: fault.message,
        },
        exchange,
        fault,
      );
  }
}
