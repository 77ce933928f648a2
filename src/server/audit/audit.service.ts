import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/database';
import { auditLog } from '../db/schema/audit';

export type TAuditAction =
  'create' | 'update' | 'delete' | 'activate' | 'deactivate' | (string & {});

export type TAuditEntry = {
  tenantId: string | null;
  action: TAuditAction;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Who and from where, taken from the request (its scope is set by the auth guard). */
export type TAuditActor = { userId: string | null; ip: string; requestId: string };

export function actorOf(request: FastifyRequest): TAuditActor {
  return { userId: request.scope?.userId ?? null, ip: request.ip, requestId: String(request.id) };
}

const SECRET_KEYS = /password|pwd|secret|token|privatekey|hash/i;

/** Secrets never reach the audit log; their change is recorded as '[changed]'. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) ? (v == null ? v : '[changed]') : redact(v),
      ]),
    );
  }
  return value;
}

/**
 * Records a state change (design.md: who, when, what, from which IP). Call it with the same `db`
 * (transaction) that made the change, so the record and the change commit together.
 */
export async function recordAudit(
  db: Pick<TDb, 'insert'>,
  actor: TAuditActor,
  entry: TAuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    userId: actor.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: { before: redact(entry.before), after: redact(entry.after) },
    ip: actor.ip,
    requestId: actor.requestId,
  });
}
