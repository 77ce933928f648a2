import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { FIRST_ADMIN_LINK_TTL_HOURS, type TFirstStartOutcome } from './first-start';

/** What `npm start` prints once it listens: demo sign-ins only for a demo install. */
export function startBanner(input: {
  url: string;
  seconds: string;
  demo: boolean;
  outcome: TFirstStartOutcome;
  /** The interface it listens on (HOST). */
  host?: string;
  /** Where the request log goes instead of the console, if it does. */
  logFile?: string | null;
}): string {
  const lines = ['', `posbelge is ready in ${input.seconds} s: ${input.url}`];
  if (input.host) {
    const everywhere = input.host === '0.0.0.0' || input.host === '::';
    lines.push(
      everywhere
        ? `Listening on every interface (HOST=${input.host}).`
        : `Listening on ${input.host} only (set HOST to reach it from elsewhere).`,
    );
  }
  if (input.logFile) lines.push(`Request log: ${input.logFile}`);
  lines.push('');
  if (input.demo) {
    lines.push(
      `Demo sign-ins (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(34)} ${a.role}`),
      '',
    );
  }
  if (input.outcome.kind === 'admin-created') {
    lines.push(
      `Platform administrator ${input.outcome.email} created without a password.`,
      `Choose its password with this one-time link (valid ${FIRST_ADMIN_LINK_TTL_HOURS} h, shown only now):`,
      `  ${input.outcome.link}`,
      '',
    );
  }
  lines.push('Press Ctrl-C to stop.', '');
  return lines.join('\n');
}
