import { trAuth } from './tr/auth';
import { trCore } from './tr/core';
import { trFormats } from './tr/formats';
import { trShell } from './tr/shell';

// What the first screens need (sign-in and the signed-in frame): the web app's first load
// carries these texts. Every other area's texts load with its screen's chunk
// (web/app/i18n-areas.ts); tr.ts is the whole map.
export const trFirstLoad = { ...trCore, ...trFormats, ...trAuth, ...trShell } as const;
