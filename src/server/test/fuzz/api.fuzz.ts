import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../app';
import { fillPath, readApiRoutes, type TApiRoute } from '../probes/api-routes';
import { createProbeWorld } from '../probes/probe-world';
import { createIdentities, IDENTITIES, type TIdentity } from './fuzz-identities';
import { createProber, type TProber } from './fuzz-prober';
import { groupViolations, statusLine } from './fuzz-report';
import { requestArb } from './request-arbitrary';
import { createPools } from './fuzz-pools';
import { createSeeds } from './fuzz-seeds';

// Deterministic by default; FUZZ_SEED and FUZZ_RUNS change the sequence and its length.
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

let t: TTestApp;
const log: string[] = [];

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: 'error' },
    { logStream: { write: (line: string) => void log.push(line) } },
  );
});
afterAll(() => t?.close());

/** The identities a route lets past its guard: a plain request answered other than 401/403. */
async function acceptedIdentities(prober: TProber, routes: TApiRoute[], someId: string) {
  const accepted = new Map<string, TIdentity[]>();
  for (const route of routes) {
    const passed: TIdentity[] = [];
    const url = fillPath(route.path, {
      id: someId,
      tenant: someId,
      requestId: someId,
      entity: 'documents',
    });
    for (const identity of IDENTITIES) {
      const body = route.method === 'POST' || route.method === 'PUT';
      const status = await prober.send({
        route,
        identity,
        auth: 'own',
        method: route.method,
        url,
        headers: body ? { 'content-type': 'application/json' } : {},
        ...(body ? { payload: '{}' } : {}),
      });
      if (status !== 401 && status !== 403) passed.push(identity);
    }
    accepted.set(route.key, passed);
  }
  return accepted;
}

describe('API fuzz over every route of the OpenAPI document', () => {
  it('answers every request without a 5xx, in the error shape, changing nothing when refused', async () => {
    const started = Date.now();
    const world = await createProbeWorld(t);
    const routes = await readApiRoutes(t.app);
    const identities = await createIdentities(t, world);
    const prober = await createProber(t, identities, log);
    const poolsFor = await createPools(t.pool, world);
    const seeds = await createSeeds(t, world);
    const accepted = await acceptedIdentities(prober, routes, world.a.document.id);
    const anyRequest = fc
      .constantFrom(...routes)
      .chain((route) =>
        requestArb(
          route,
          accepted.get(route.key) ?? [],
          IDENTITIES,
          poolsFor,
          seeds.get(route.key),
        ),
      );
    try {
      await fc.assert(
        fc.asyncProperty(anyRequest, async (req) => {
          await prober.send(req);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    } finally {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      console.log(
        `API fuzz: seed ${SEED} (FUZZ_SEED), ${prober.sent()} requests over ${routes.length}` +
          ` routes in ${seconds} s\nstatuses: ${statusLine(prober.statuses)}\n` +
          `routes never answered 2xx: ${routes
            .filter((r) => !prober.succeeded.has(r.key))
            .map((r) => `${r.key} [${(accepted.get(r.key) ?? []).join(' ')}]`)
            .join(', ')}`,
      );
    }
    expect(groupViolations(prober.violations)).toEqual([]);
  });
});
