import fc from 'fast-check';
import { saleBody } from '../../modules/pos/pos.test-support';
import { paymentBody } from '../../modules/registration/plan-payment.test-support';
import { registrationBody } from '../../modules/registration/registration.test-support';
import { storeInput } from '../../modules/store/store.test-support';
import type { TTestApp } from '../app';
import { MATRIX, type TFill } from '../cross-tenant/matrix-table';
import { signInAs, unique } from '../factories';
import type { TProbeWorld } from '../probes/probe-world';
import { hostileValue } from './hostile-values';

/** Requests known to be valid, besides the cross-tenant matrix's fills. */
function validBodies(): Record<string, TFill> {
  const person = { firstName: 'Ada', lastName: 'Yılmaz' };
  return {
    'POST /api/pos/sale-transactions': { body: saleBody(`T-${unique()}`) },
    'POST /api/store': { body: storeInput() },
    'POST /api/users': {
      body: { ...person, email: `fuzz-${unique()}@test.posbelge.test`, permissions: [] },
    },
    'POST /api/admin-users': { body: { ...person, email: `fuzz-${unique()}@test.posbelge.test` } },
    'POST /api/user/customer': {
      body: {
        name: `Fuzz ${unique()} A.Ş.`,
        ownerFirstName: 'Ada',
        ownerLastName: 'Yılmaz',
        ownerEmail: `fuzz-${unique()}@test.posbelge.test`,
      },
    },
    'POST /api/reports/group': { body: { name: 'Fuzz raporları', priority: 5, isActive: true } },
    'POST /api/brand': { body: { name: `Fuzz ${unique()}`, brandType: 1 } },
    'POST /api/registration': { body: registrationBody() },
    'POST /api/subscription/payment': { body: paymentBody() },
  };
}

/**
 * A valid request per route where one is known (tenant A's objects in the matrix's fills, and the
 * bodies above): the fuzz mutates one part of it at a time, so it reaches past the validation.
 */
export async function createSeeds(t: TTestApp, world: TProbeWorld & { bReportTicket: string }) {
  const { session } = await signInAs(t.app, world.a.owner);
  const context = {
    self: world.a,
    refreshToken: session.refreshToken,
    reportId: world.reportId,
    reportTicket: world.bReportTicket,
  };
  const seeds = new Map<string, TFill>(Object.entries(validBodies()));
  for (const [key, entry] of Object.entries(MATRIX)) {
    if ('fill' in entry && entry.fill) seeds.set(key, entry.fill(world.a, context));
  }
  return seeds;
}

type TPath = (string | number)[];

function leafPaths(value: unknown, path: TPath = []): TPath[] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value);
  return [path, ...entries.flatMap(([key, v]) => leafPaths(v, [...path, key]))];
}

function replaced(value: unknown, path: TPath, by: unknown, drop: boolean): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (typeof value !== 'object' || value === null) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  if (drop && rest.length === 0) delete copy[head];
  else copy[head] = replaced(copy[head], rest, by, drop);
  return copy;
}

/** The seed as is, or with one of its parts (path, query or body, at any depth) hostile or gone. */
export function mutatedSeedArb(seed: TFill): fc.Arbitrary<TFill> {
  const paths = leafPaths(seed).filter((p) => p.length >= 2);
  if (paths.length === 0) return fc.constant(seed);
  const part = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(seed) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(part, hostileValue)
        .map(([path, v]) => replaced(seed, path, v, false) as TFill),
    },
    { weight: 1, arbitrary: part.map((path) => replaced(seed, path, undefined, true) as TFill) },
  );
}
