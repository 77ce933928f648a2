import net from 'node:net';
import { sampleLoad, type TLoadSamples } from './load';

/**
 * The benches' HTTP clients, in a process of their own (load-clients.ts forks it): their CPU is then
 * not counted on the API's side, as it would be if they shared the server's event loop.
 *
 * Each client holds one keep-alive connection and sends the same request bytes, built once; an
 * answer counts when its status line says 200 and its whole body (Content-Length) has arrived.
 * On the shared cores this costs about half the CPU of node's http client (0.03 against 0.06 ms
 * a request measured at 10M), which the server under test would otherwise lose to its load
 * generator, as a tool like wrk avoids.
 */
export type TLoadJob = { port: number; path: string; token: string; clients: number; ms: number };
export type TLoadAnswer = { samples: TLoadSamples; cpuMs: number } | { error: string };

const HEAD_END = Buffer.from('\r\n\r\n');
const LENGTH = /\r\ncontent-length: *(\d+)/i;

/** One keep-alive connection: `get()` sends the request and resolves when its answer is whole. */
class Connection {
  private readonly socket: net.Socket;
  private received: Buffer[] = [];
  private receivedBytes = 0;
  private expectedBytes = -1;
  private pending: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(
    port: number,
    private readonly request: Buffer,
  ) {
    this.socket = net.connect(port, '127.0.0.1');
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (e) => this.fail(e));
    this.socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  get(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(this.request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.received.push(chunk);
    this.receivedBytes += chunk.length;
    if (this.expectedBytes < 0) {
      const data = this.received.length === 1 ? chunk : Buffer.concat(this.received);
      const headEnd = data.indexOf(HEAD_END);
      if (headEnd < 0) return;
      const head = data.toString('latin1', 0, headEnd);
      if (!head.startsWith('HTTP/1.1 200 '))
        return this.fail(new Error(`answer: ${head.slice(0, head.indexOf('\r'))}`));
      const length = LENGTH.exec(head)?.[1];
      if (length === undefined) return this.fail(new Error('answer without Content-Length'));
      this.expectedBytes = headEnd + HEAD_END.length + Number(length);
    }
    if (this.receivedBytes < this.expectedBytes) return;
    if (this.receivedBytes > this.expectedBytes)
      return this.fail(new Error('more bytes than the answer announced'));
    this.received = [];
    this.receivedBytes = 0;
    this.expectedBytes = -1;
    const pending = this.pending;
    this.pending = null;
    pending?.resolve();
  }

  private fail(e: Error): void {
    const pending = this.pending;
    this.pending = null;
    pending?.reject(e);
  }
}

async function run(job: TLoadJob): Promise<TLoadAnswer> {
  const request = Buffer.from(
    `GET ${job.path} HTTP/1.1\r\nHost: 127.0.0.1:${job.port}\r\n` +
      `Authorization: Bearer ${job.token}\r\n\r\n`,
    'latin1',
  );
  const idle: Connection[] = [];
  const all: Connection[] = [];
  try {
    const cpu = process.cpuUsage();
    const samples = await sampleLoad(
      async () => {
        let connection = idle.pop();
        if (!connection) {
          connection = new Connection(job.port, request);
          all.push(connection);
        }
        await connection.get();
        idle.push(connection);
      },
      { clients: job.clients, ms: job.ms },
    );
    const used = process.cpuUsage(cpu);
    return { samples, cpuMs: (used.user + used.system) / 1000 };
  } catch (e) {
    return { error: String(e) };
  } finally {
    for (const connection of all) connection.close();
  }
}

// Its own session (load-clients.ts forks it detached) outlives the bench unless it leaves with it.
process.on('disconnect', () => process.exit(0));
process.on('message', (job: TLoadJob) => {
  void run(job).then((answer) => process.send?.(answer));
});
