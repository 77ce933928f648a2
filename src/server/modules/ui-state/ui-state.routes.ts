import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_UI_STATE, ZUiState, type TUiState } from '../../../shared/auth/ui-state';
import type { TDb } from '../../db/database';
import { users } from '../../db/schema/users';
import { scopeOf } from '../../plugins/app/scope';

const tags = ['ui-state'];
const security = [{ bearerAuth: [] }];

/** Side-menu state per user (spec §7 `PUT /internal/ui/state`). */
export const uiStateRoutes =
  (deps: { db: TDb }): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.auth.require());

    app.get(
      '/internal/ui/state',
      {
        schema: {
          tags,
          security,
          summary: "The signed-in user's shell state",
          response: { 200: ZUiState },
        },
      },
      async (request) => {
        const [row] = await deps.db
          .select({ uiState: users.uiState })
          .from(users)
          .where(eq(users.id, scopeOf(request).userId));
        const stored = ZUiState.partial().safeParse(row?.uiState ?? {});
        return { ...DEFAULT_UI_STATE, ...(stored.success ? stored.data : {}) };
      },
    );

    app.put(
      '/internal/ui/state',
      {
        schema: {
          tags,
          security,
          summary: 'Store the side-menu state',
          body: ZUiState,
          response: { 200: ZUiState },
        },
      },
      async (request) => {
        const state: TUiState = { isCollapsed: request.body.isCollapsed };
        // Merged so keys other parts of the shell may store later survive.
        await deps.db
          .update(users)
          .set({ uiState: sql`${users.uiState} || ${JSON.stringify(state)}::jsonb` })
          .where(eq(users.id, scopeOf(request).userId));
        return state;
      },
    );
  };
