import { storeInput } from '../../modules/store/store.test-support';
import { TEST_PASSWORD, unique } from '../factories';
import { ROUTES_WITHOUT_IDS } from './matrix-other-routes';
import type { TTenantWorld } from '../probes/probe-world';

/** The parts of a request the table fills; the rest is the route's. */
export type TFill = {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

/** What a fill may use besides the target: the caller's own tenant and session, the catalogue. */
export type TFillContext = {
  self: TTenantWorld;
  refreshToken: string;
  reportId: string;
  reportTicket: string;
};

/** A fill gets the target tenant's objects (B's to attack, A's own for the control). */
type TFillFor = (w: TTenantWorld, x: TFillContext) => TFill;

/**
 * How a route meets tenants:
 * - `ids`: it takes the ids of a tenant's objects. Called with B's it must refuse (`refuse`,
 *   403/404 unless said); called with A's own (the control) it must get past the ids, so the fill
 *   is known to reach the object. `control: false` says why the control cannot run.
 * - `list`: it answers the caller's own data, filtered by what the fill names. With B's ids or
 *   names the answer may succeed but never shows B's objects; the control shows A's (`shows`).
 * - `own`: it takes no ids and answers about the caller's own tenant or session.
 * - `global`: it serves data of no tenant (reference data, the catalogues, sign-up); `writes`
 *   names B's tables it changes on purpose, and why.
 * - `admin`: for platform administrators only; A's owner is refused (403).
 */
export type TMatrixEntry =
  | {
      kind: 'ids';
      fill: TFillFor;
      refuse?: number[];
      control?: false | string;
      /** Why a store-mode session's answer may succeed: it uses its own store, not the ids. */
      storeModeOwnStore?: string;
    }
  | { kind: 'list'; fill: TFillFor; shows: (w: TTenantWorld) => string }
  | { kind: 'own' | 'global'; fill?: TFillFor; writes?: { tables: string[]; why: string } }
  | { kind: 'admin' };

const ids = (
  fill: TFillFor,
  more: Partial<Omit<TMatrixEntry & { kind: 'ids' }, 'kind' | 'fill'>> = {},
) => ({ kind: 'ids', fill, ...more }) as const;
const list = (fill: TFillFor, shows: (w: TTenantWorld) => string) =>
  ({ kind: 'list', fill, shows }) as const;

const period = { startDate: '2026-11-01', endDate: '2026-11-30', format: 'pdf' };

/** Every route of the OpenAPI document; a new route fails the matrix until it is added here. */
export const MATRIX: Record<string, TMatrixEntry> = {
  'POST /api/auth/authorize': ids(
    (w, x) => ({
      body: { email: x.self.owner.email, password: TEST_PASSWORD, tenantId: w.tenant.id },
    }),
    { refuse: [403] },
  ),
  'POST /api/auth/refresh': ids(
    (w, x) => ({ body: { refreshToken: x.refreshToken, tenantId: w.tenant.id } }),
    { refuse: [403] },
  ),
  'POST /api/auth/scope': ids((w) => ({ body: { tenantId: w.tenant.id, storeId: w.store.id } })),
  'GET /api/user': ids((w) => ({ query: { id: w.owner.id } })),
  'POST /api/user/resetPassword': ids(
    (w) => ({
      body: {
        userId: w.user.id,
        code: 'a'.repeat(43),
        password: 'Yeni!2345x',
        confirmPassword: 'Yeni!2345x',
      },
    }),
    { refuse: [400], control: 'needs the code mailed to the user' },
  ),
  'GET /api/tenant/search': list(
    (w) => ({ query: { searchText: w.tenant.name } }),
    (w) => w.tenant.id,
  ),
  'GET /api/store/search': list(
    (w) => ({ query: { searchText: w.store.name } }),
    (w) => w.store.id,
  ),
  'GET /api/tenant': ids((w) => ({ query: { id: w.tenant.id } })),
  'PUT /api/tenant': ids((w) => ({ body: { id: w.tenant.id, name: `Sonda ${unique()} A.Ş.` } })),
  'GET /api/users': list(
    (w) => ({ query: { searchText: w.spareUser.email } }),
    (w) => w.spareUser.id,
  ),
  'PUT /api/users': ids((w) => ({
    body: { id: w.spareUser.id, firstName: 'Yeni', lastName: 'Ad', permissions: ['Invoice.View'] },
  })),
  'PUT /api/users/activation': ids((w) => ({
    body: { userList: [{ id: w.spareUser.id, isActive: true }] },
  })),
  'GET /api/device/list': list(
    (w) => ({ query: { storeId: w.store.id } }),
    (w) => w.device.id,
  ),
  'GET /api/device': ids((w) => ({ query: { id: w.device.id } })),
  'POST /api/device': ids((w) => ({
    body: { storeId: w.store.id, serialNumber: `SND${unique()}` },
  })),
  'PUT /api/device': ids((w) => ({
    body: {
      id: w.spareDevice.id,
      storeId: w.spareStore.id,
      serialNumber: w.spareDevice.serialNumber,
    },
  })),
  'PUT /api/device/activation': ids((w) => ({
    body: { deviceList: [{ deviceId: w.spareDevice.id, isActive: true }] },
  })),
  'POST /api/device/credential': ids((w) => ({ query: { deviceId: w.spareDevice.id } })),
  'GET /api/store/list': list(
    (w) => ({ query: { searchText: w.store.name } }),
    (w) => w.store.id,
  ),
  'GET /api/store': ids((w) => ({ query: { id: w.store.id } })),
  'PUT /api/store': ids((w) => ({
    body: { ...storeInput({ name: w.spareStore.name }), id: w.spareStore.id },
  })),
  'DELETE /api/store': ids((w) => ({ query: { Id: w.spareStore.id } })),
  'POST /api/store/integrator-check': ids(
    (w) => ({
      body: {
        storeId: w.store.id,
        docType: 2,
        integratorProductId: '00000000-0000-4000-8000-000000000000',
        integratorUid: 'x',
        taxNo: '1234567808',
      },
    }),
    { control: 'the world has no integrator product; integrator-check.test.ts runs it' },
  ),
  'PUT /api/store/activation': ids((w) => ({
    body: { storeList: [{ storeId: w.spareStore.id, status: true }] },
  })),
  'POST /api/store/names': list(
    (w) => ({ body: { storeIds: [w.store.id] } }),
    (w) => w.store.id,
  ),
  'POST /api/invoice/cancel': ids((w) => ({
    body: {
      docType: 2,
      ettn: w.document.ettn,
      cancelReason: 'Müşteri iade etti',
      cancelDate: new Date().toISOString(),
    },
  })),
  'POST /api/invoice/resend': ids((w) => ({ body: { documentId: w.document.id } })),
  'GET /api/invoice/integrator-request': ids((w) => ({ query: { documentId: w.document.id } })),
  'GET /api/invoice/integrator-response': ids((w) => ({ query: { ettn: w.document.ettn } })),
  'GET /api/invoice/resend-form': ids((w) => ({ query: { documentId: w.document.id } })),
  'GET /api/invoice/ubl': ids((w) => ({
    query: { ettn: w.document.ettn, dontCallIntegrator: 'true' },
  })),
  'GET /api/invoice/xades-bes': ids((w) => ({
    query: { saleTransactionId: w.document.saleTransactionId ?? '' },
  })),
  'GET /api/invoice/view': ids((w) => ({ query: { ettn: w.document.ettn } })),
  'GET /api/invoice/list': list(
    (w) => ({ query: { storeId: w.store.id } }),
    (w) => w.document.id,
  ),
  'POST /api/invoice/export': ids((w) => ({ body: { storeId: w.store.id } }), {
    storeModeOwnStore: 'store mode always exports its own store (export-request.service.ts)',
  }),
  'GET /api/invoice/export/{id}': ids((w) => ({ path: { id: w.exportId } })),
  'GET /api/invoice/sale-transactions': list(
    (w) => ({ query: { storeId: w.store.id } }),
    (w) => w.document.saleTransactionId ?? '',
  ),
  'GET /api/invoice/sale-transactions/{id}': ids((w) => ({
    path: { id: w.document.saleTransactionId ?? '' },
  })),
  'GET /internal/file-downloader/config': ids((w, x) => ({
    query: { ...period, reportId: x.reportId, storeId: w.store.id },
  })),
  'GET /api/reports/file/{requestId}': ids((_w, x) => ({ path: { requestId: x.reportTicket } }), {
    refuse: [401],
    control: "the ticket's own token is its only credential",
  }),
  'GET /api/internal/global-search': list(
    (w) => ({ query: { searchText: w.document.ettn } }),
    (w) => w.document.ettn,
  ),
  'GET /api/Global/Search': list(
    (w) => ({ query: { SearchText: w.document.ettn } }),
    (w) => w.document.ettn,
  ),
  'GET /api/odata/{entity}': list(
    (w) => ({ path: { entity: 'documents' }, query: { $filter: `id eq ${w.document.id}` } }),
    (w) => w.document.id,
  ),
  ...ROUTES_WITHOUT_IDS,
};
