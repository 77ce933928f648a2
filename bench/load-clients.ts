import { fork } from 'node:child_process';
import type { TLoadSamples } from './load';
import type { TLoadAnswer, TLoadJob } from './load-client';

export type TLoadClients = {
  /** One load of HTTP requests from the client process: its latencies and the clients' CPU. */
  load(job: TLoadJob): Promise<{ samples: TLoadSamples; clientsMs: number }>;
  stop(): void;
};

/**
 * The HTTP clients of a bench (`load-client.ts`) in a process and a session of their own, as a load
 * from other machines would be: Linux's autogroup scheduling (on by default) then weighs them as a
 * group beside the app's, not inside it, and their CPU is not counted as the app's.
 */
export function startLoadClients(): TLoadClients {
  const client = fork(new URL('./load-client.ts', import.meta.url), { detached: true });
  return {
    load: (job) =>
      new Promise((resolve, reject) => {
        client.once('message', (answer: TLoadAnswer) =>
          'error' in answer
            ? reject(new Error(answer.error))
            : resolve({ samples: answer.samples, clientsMs: answer.cpuMs }),
        );
        client.send(job);
      }),
    stop: () => client.kill(),
  };
}
