import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_UI_STATE, ZUiState, type TUiState } from '../../../shared/auth/ui-state';
import type { TDb } from '../../db/database';
import { scopeOf } from '../../plugins/app/scope';
import { mergeUiState, readUiState } from './ui-state.repository';

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
        const stored = ZUiState.partial().safeParse(
          await readUiState(deps.db, scopeOf(request).userId),
        );
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
        await mergeUiState(deps.db, scopeOf(request).userId, state);
        return state;
      },
    );
  };
