import fs from 'node:fs';
import path from 'node:path';

/** pino's number for `warn`: this level and above also reach the console. */
const WARN = 40;

export type TConsoleLog = { file: string; write(line: string): void };

/** The level of one pino JSON line (`{"level":30,…`), or WARN when it cannot be read. */
export function levelOf(line: string): number {
  const match = /^\{"level":(\d+)/.exec(line);
  return match ? Number(match[1]) : WARN;
}

/**
 * Outside production the log (every request at `info`) goes whole to DATA_DIR/logs/posbelge.log,
 * and only warnings and errors to the console: the start banner stays the last thing a demo
 * prints. Production keeps JSON lines on stdout for its log collector.
 */
export function consoleLog(dataDir: string): TConsoleLog {
  const file = path.join(dataDir, 'logs', 'posbelge.log');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const out = fs.createWriteStream(file, { flags: 'a' });
  return {
    file,
    write(line) {
      out.write(line);
      if (levelOf(line) >= WARN) process.stdout.write(line);
    },
  };
}
