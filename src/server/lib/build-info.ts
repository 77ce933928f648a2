import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const ZBuildInfo = z.object({ buildId: z.string(), builtAt: z.string() });
export type TBuildInfo = z.infer<typeof ZBuildInfo>;
export const BUILD_INFO_FILE = 'build.json';

export function readBuildInfo(webDir: string): TBuildInfo | null {
  try {
    const raw: unknown = JSON.parse(fs.readFileSync(path.join(webDir, BUILD_INFO_FILE), 'utf8'));
    const parsed = ZBuildInfo.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
