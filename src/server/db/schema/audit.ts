import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Who changed what, when and from where (design.md: every state change is audited). No foreign
 * keys on purpose: the record must outlive the user, tenant or entity it describes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: uuid(),
    userId: uuid(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    changes: jsonb().$type<{ before?: unknown; after?: unknown }>(),
    ip: text(),
    requestId: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt.desc().nullsFirst()),
    index('audit_log_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
  ],
);
