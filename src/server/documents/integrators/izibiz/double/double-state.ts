import crypto from 'node:crypto';
import { SimulatorClock } from '../../simulator/clock';
import { IZIBIZ_SESSION_MS } from '../services';
import { DoubleFaults } from './double-faults';

export type TDoubleProduct = 'EINVOICE' | 'EARCHIVE' | 'EDESPATCH' | 'ESMM';
export type TDocumentKind = 'efatura' | 'earsiv' | 'eirsaliye' | 'esmm';

export type TDoubleAccount = {
  username: string;
  password: string;
  /** 10012 when false. */
  active: boolean;
  /** 10016 when false. */
  customerActive: boolean;
  /** A service of a product not listed answers 10005. */
  products: TDoubleProduct[];
};

export type TGibUser = {
  vkn: string;
  title: string;
  aliases: { alias: string; unit: 'PK' | 'GB'; documentType: 'INVOICE' | 'DESPATCHADVICE' }[];
};

/** A document İzibiz took: the legal copy it holds and what happens to it, on the double's clock. */
export type TDoubleDocument = {
  kind: TDocumentKind;
  ettn: string;
  id: string | null;
  profileId: string | null;
  held: Buffer;
  receivedAt: number;
  /** GİB's end for it: 1300, or the rejection code it was told to end with. */
  outcome: number;
  email: string | null;
  cancelledAt: number | null;
  buyerAnswer: { accept: boolean; reason: string | null; at: number } | null;
  envelopeId: string;
};

/** The default account the double knows (demo and tests). */
export const DOUBLE_ACCOUNT: TDoubleAccount = {
  username: 'posbelge-test',
  password: 'izi-Test!1',
  active: true,
  customerActive: true,
  products: ['EINVOICE', 'EARCHIVE', 'EDESPATCH', 'ESMM'],
};

/** İzibiz's published test account (docs/efatura/_testhesaplar.md) as a GİB user. */
const TEST_GIB_USER: TGibUser = {
  vkn: '4840847211',
  title: 'İZİBİZ TEST',
  aliases: [
    { alias: 'urn:mail:defaultgb@izibiz.com.tr', unit: 'GB', documentType: 'INVOICE' },
    { alias: 'urn:mail:defaultpk@izibiz.com.tr', unit: 'PK', documentType: 'INVOICE' },
    { alias: 'urn:mail:defaultgb@izibiz.com.tr', unit: 'GB', documentType: 'DESPATCHADVICE' },
    { alias: 'urn:mail:defaultpk@izibiz.com.tr', unit: 'PK', documentType: 'DESPATCHADVICE' },
  ],
};

/** GİB's virtual e-İrsaliye mailbox for receivers outside e-İrsaliye (_senddespatch.md). */
const GIB_DESPATCH_USER: TGibUser = {
  vkn: '3900892152',
  title: 'GELİR İDARESİ BAŞKANLIĞI',
  aliases: [
    { alias: 'urn:mail:irsaliyepk@gib.gov.tr', unit: 'PK', documentType: 'DESPATCHADVICE' },
  ],
};

/** Everything the double remembers, in memory. */
export class DoubleState {
  readonly clock: SimulatorClock;
  readonly stepMs: number;
  readonly faults = new DoubleFaults();
  readonly accounts = new Map<string, TDoubleAccount>();
  readonly sessions = new Map<string, { username: string; openedAt: number }>();
  readonly documents = new Map<string, TDoubleDocument>();
  readonly gibUsers = new Map<string, TGibUser>();
  /** Every document element that arrived, per ETTN (rejected and duplicate ones included). */
  readonly submissions = new Map<string, number>();
  /** Documents it kept, per ETTN: exactly once means 1. */
  readonly registrations = new Map<string, number>();
  /** For this long (clock ms) after taking a document, a status question finds nothing. */
  statusLagMs = 0;
  /** Requests per operation name. */
  readonly requests = new Map<string, number>();
  /** Contract violations: requests or answers outside İzibiz's schemas. */
  readonly violations: string[] = [];
  /** Sends being processed, by ETTN: questions about one wait for them (never "unknown"). */
  readonly inFlight = new Map<string, Promise<void>>();
  logins = 0;
  private txn = 1000;

  constructor(opts: { speed?: number; stepMs?: number } = {}) {
    this.clock = new SimulatorClock({ speed: opts.speed ?? 1 });
    this.stepMs = opts.stepMs ?? 1000;
    this.reset();
  }

  reset(): void {
    this.accounts.clear();
    this.accounts.set(DOUBLE_ACCOUNT.username, { ...DOUBLE_ACCOUNT });
    this.sessions.clear();
    this.documents.clear();
    this.gibUsers.clear();
    this.gibUsers.set(TEST_GIB_USER.vkn, TEST_GIB_USER);
    this.gibUsers.set(GIB_DESPATCH_USER.vkn, GIB_DESPATCH_USER);
    this.submissions.clear();
    this.requests.clear();
    this.registrations.clear();
    this.statusLagMs = 0;
    this.violations.length = 0;
    this.logins = 0;
    this.faults.clear();
  }

  nextTxn(): number {
    this.txn += 1;
    return this.txn;
  }

  openSession(username: string): string {
    const id = crypto.randomUUID();
    this.sessions.set(id, { username, openedAt: this.clock.nowMs() });
    this.logins += 1;
    return id;
  }

  /** The account of a live session, or null (unknown, logged out or 8 hours old). */
  sessionAccount(id: string): TDoubleAccount | null {
    const session = this.sessions.get(id);
    if (!session) return null;
    if (this.clock.nowMs() - session.openedAt >= IZIBIZ_SESSION_MS) {
      this.sessions.delete(id);
      return null;
    }
    return this.accounts.get(session.username) ?? null;
  }

  countSubmission(ettn: string): void {
    const key = ettn.toLowerCase();
    this.submissions.set(key, (this.submissions.get(key) ?? 0) + 1);
  }

  /** Waits for the sends of these ETTNs still being processed. */
  settled(ettns: readonly string[]): Promise<unknown> {
    // Taken now: a send marking these ETTNs after this call is not waited for.
    return Promise.all(ettns.map((ettn) => this.inFlight.get(ettn.toLowerCase())));
  }

  /** Marks ETTNs as being processed until `done` settles. */
  processing(ettns: readonly string[], done: Promise<unknown>): void {
    const settled = done.then(
      () => undefined,
      () => undefined,
    );
    for (const ettn of ettns) {
      const key = ettn.toLowerCase();
      this.inFlight.set(key, settled);
      void settled.then(() => {
        if (this.inFlight.get(key) === settled) this.inFlight.delete(key);
      });
    }
  }

  /** Keeps a document it took. */
  keep(doc: TDoubleDocument): void {
    this.documents.set(doc.ettn, doc);
    this.registrations.set(doc.ettn, (this.registrations.get(doc.ettn) ?? 0) + 1);
  }

  /** A document a status question may see (its queues and replicas have caught up). */
  visible(ettn: string): TDoubleDocument | null {
    const doc = this.documents.get(ettn.toLowerCase());
    if (!doc || this.clock.nowMs() - doc.receivedAt < this.statusLagMs) return null;
    return doc;
  }

  /** Simulated steps since a document arrived. */
  stepsSince(doc: TDoubleDocument): number {
    return Math.floor((this.clock.nowMs() - doc.receivedAt) / this.stepMs);
  }
}
