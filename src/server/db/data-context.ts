import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the current code may see (PostgreSQL row-level security, the second lock behind the
 * repositories' tenant filters). The app pool applies it to every connection it hands out.
 * - tenant: one tenant's rows (and the signed-in user's own user row);
 * - admin: a platform administrator's cross-tenant path, audited by the auth guard;
 * - system: our own code that works across tenants (sign-in, pipeline, start-up), named for logs.
 * Code that runs in no context sees no tenant rows and cannot write any.
 */
export type TDataContext =
  | { kind: 'tenant'; tenantId: string; userId: string | null }
  | { kind: 'admin'; userId: string; route: string }
  | { kind: 'system'; reason: string }
  | { kind: 'user'; userId: string };

/** The session settings one context maps to (read by the policies of the RLS migration). */
export type TDataSettings = { tenantId: string; userId: string; bypass: 'on' | 'off' };

const storage = new AsyncLocalStorage<TDataContext>();

export function currentDataContext(): TDataContext | undefined {
  return storage.getStore();
}

export function runInDataContext<T>(context: TDataContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Our own cross-tenant code; `reason` names it (e.g. 'pipeline', 'sign-in'). */
export function withSystemAccess<T>(reason: string, fn: () => T): T {
  return storage.run({ kind: 'system', reason }, fn);
}

/** Work done on behalf of one tenant outside a user request (a POS device, a pipeline job). */
export function withTenantAccess<T>(tenantId: string, fn: () => T): T {
  return storage.run({ kind: 'tenant', tenantId, userId: null }, fn);
}

export function settingsOf(context: TDataContext | undefined): TDataSettings {
  switch (context?.kind) {
    case 'tenant':
      return { tenantId: context.tenantId, userId: context.userId ?? '', bypass: 'off' };
    case 'user':
      return { tenantId: '', userId: context.userId, bypass: 'off' };
    case 'admin':
      return { tenantId: '', userId: context.userId, bypass: 'on' };
    case 'system':
      return { tenantId: '', userId: '', bypass: 'on' };
    case undefined:
      return { tenantId: '', userId: '', bypass: 'off' };
  }
}
