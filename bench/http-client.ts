import http from 'node:http';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';

/** One GET with a bearer token on a keep-alive agent: the benches' HTTP client. */
export function get(agent: http.Agent, port: number, path: string, token: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(
      { agent, port, host: '127.0.0.1', path, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
  });
}

/** Signs a demo account in (bench databases hold the demo data) and returns its access token. */
export async function signIn(port: number, email: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
