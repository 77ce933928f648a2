import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { FIRST_ADMIN_LINK_TTL_HOURS, type TFirstStartOutcome } from './first-start';

/** What `npm start` prints once it listens: demo sign-ins only for a demo install. */
export function startBanner(input: {
  url: string;
  seconds: string;
  demo: boolean;
  outcome: TFirstStartOutcome;
}): string {
  const lines = ['', `posbelge is ready in ${input.seconds} s: ${input.url}`, ''];
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
