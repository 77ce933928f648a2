import type { SimulatorClock } from './clock';
import type { TVerifySignature } from './validate-document';

export type TSimulatorEngineOptions = {
  gibDir: string;
  clock?: SimulatorClock;
  /** Clock speed factor when no clock is given (the demo speeds it up). */
  speed?: number;
  /** One status step in simulated ms: 1100 after 1, 1200 after 3, the outcome after 6 steps. */
  stepMs?: number;
  /** How long a buyer told to answer (store option clientResponse) takes, simulated ms. */
  buyerResponseDelayMs?: number;
  /** e-Arşiv cancellation window (domain.md: usually 7 days, configurable). */
  cancelWindowMs?: number;
  verifySignature?: TVerifySignature;
};

export type TSimulatorCallContext = {
  docType: number;
  supplierTaxNo: string;
  integratorOptions: Record<string, unknown>;
};

export type TReceivedRecord = {
  ettn: string;
  /** Times the document was registered: "exactly once" means 1. */
  deliveries: number;
  /** Every send that reached the simulator, rejected and duplicate ones included. */
  attempts: number;
  lastGibStatusCode: number | null;
};
