import { testGibDir } from '../../../../test/gib-packages';
import { requireIntegratorPackage, testIntegratorsDir } from '../../../../test/integrator-packages';
import type { TIntegratorContext } from '../../plugin';
import { applyDoubleControl, type TDoubleControl } from './double-control';
import { buildIzibizDouble } from './double-server';
import { DOUBLE_ACCOUNT, DoubleState } from './double-state';

/** Test support: the İzibiz double on a loopback port (İzibiz's WSDLs are required). */
requireIntegratorPackage('izibiz/wsdl');

export type TRunningDouble = {
  url: string;
  state: DoubleState;
  control: (command: TDoubleControl) => void;
  close: () => Promise<void>;
};

/** The double with its clock standing still unless a test moves it (`advance`). */
export async function startIzibizDouble(opts: { stepMs?: number; speed?: number } = {}) {
  const state = new DoubleState({ stepMs: opts.stepMs ?? 1000, speed: opts.speed ?? 1 });
  const { app } = await buildIzibizDouble({
    integratorsDir: testIntegratorsDir,
    gibDir: testGibDir,
    state,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const double: TRunningDouble = {
    url,
    state,
    control: (command) => applyDoubleControl(state, command),
    close: () => app.close(),
  };
  return double;
}

/** A store's context with the double's account. */
export function doubleContext(overrides: Partial<TIntegratorContext> = {}): TIntegratorContext {
  return {
    docType: 2,
    supplierTaxNo: '1234567808',
    integratorUid: DOUBLE_ACCOUNT.username,
    password: DOUBLE_ACCOUNT.password,
    integratorOptions: {},
    ...overrides,
  };
}
