import { enAuth } from './en/auth';
import { enCore } from './en/core';
import { enFormats } from './en/formats';
import { enShell } from './en/shell';
import type { trFirstLoad } from './tr-first-load';
import type { TTree } from './types';

/** The English texts of the first screens (tr-first-load.ts), fetched by those who choose English. */
export const enFirstLoad: TTree<typeof trFirstLoad> = {
  ...enCore,
  ...enFormats,
  ...enAuth,
  ...enShell,
};
