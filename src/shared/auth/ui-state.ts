import { z } from 'zod';

/** Per-user shell state (spec §3 Session/state: side-menu expansion); expanded by default. */
export const ZUiState = z.object({ isCollapsed: z.boolean() });
export type TUiState = z.infer<typeof ZUiState>;

export const DEFAULT_UI_STATE: TUiState = { isCollapsed: false };
