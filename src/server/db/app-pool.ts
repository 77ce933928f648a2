import pg from 'pg';
import { currentDataContext, settingsOf, type TDataSettings } from './data-context';

/**
 * The role the application's queries run as: not a superuser, not the tables' owner, no
 * BYPASSRLS, so the row-level security policies apply to it (created by the RLS migration).
 */
export const APP_ROLE = 'posbelge_app';

const APPLIED = Symbol('posbelge.dataSettings');
type TTaggedClient = pg.PoolClient & { [APPLIED]?: string };
type TConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose connections run as APP_ROLE and carry the caller's data context: before a client
 * is handed out (pool.query goes through connect too) its session settings are set to the
 * context current at the call. They are set as session settings in their own statement, before
 * any BEGIN, so a rolled-back transaction cannot undo them; a client already set for the same
 * context skips the round trip.
 */
export class AppPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: TConnectCallback): void;
  override connect(callback?: TConnectCallback): Promise<pg.PoolClient> | void {
    const settings = settingsOf(currentDataContext());
    const ready = super.connect().then(async (client: TTaggedClient) => {
      try {
        await applySettings(client, settings);
        return client;
      } catch (e) {
        client.release(e instanceof Error ? e : true);
        throw e;
      }
    });
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, (release) => client.release(release as boolean)),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), undefined, () => {}),
    );
  }
}

async function applySettings(client: TTaggedClient, settings: TDataSettings): Promise<void> {
  const key = `${settings.tenantId}|${settings.userId}|${settings.bypass}`;
  if (client[APPLIED] === key) return;
  await client.query(dataSettingsStatement(settings, { setRole: client[APPLIED] === undefined }));
  client[APPLIED] = key;
}

/**
 * The statement that gives a connection `settings` (and APP_ROLE with `setRole`), as this pool
 * gives its own: also for a connection opened elsewhere for the same caller (the export's writer
 * thread), so row-level security applies to it the same way.
 */
export function dataSettingsStatement(settings: TDataSettings, opts: { setRole: boolean }): string {
  const role = opts.setRole ? `set role ${APP_ROLE}; ` : '';
  return (
    `${role}select set_config('app.tenant_id', ${pg.escapeLiteral(settings.tenantId)}, false), ` +
    `set_config('app.user_id', ${pg.escapeLiteral(settings.userId)}, false), ` +
    `set_config('app.bypass_rls', ${pg.escapeLiteral(settings.bypass)}, false)`
  );
}

/** The application's pool (see AppPool); migrations, pg-boss and bulk loads use the owner's. */
export function createAppPool(url: string, max = 10): AppPool {
  const pool = new AppPool({ connectionString: url, max, application_name: 'posbelge' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return pool;
}
