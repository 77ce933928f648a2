import type {
  TDevice,
  TDeviceActivationInput,
  TDeviceCreated,
  TDeviceCreateInput,
  TDeviceUpdateInput,
  TIssuedCredential,
} from '../../../shared/device/device';
import { DEVICE_TEXT_FIELDS, type TDeviceTextField } from '../../../shared/device/device';
import type { TFieldIssue } from '../../../shared/errors';
import type { TDb } from '../../db/database';
import type { TDataScope } from '../../db/data-scope';
import { fieldIssue } from '../../../shared/error-text';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';
import { brandTypesOf } from '../brand/brand.public';
import type { TQueryable } from '../../db/queryable';
import { issueDeviceCredential } from './device-credential.service';
import {
  findDevice,
  insertDevice,
  lockDevices,
  serialNumberTaken,
  storeInTenant,
  updateDevice,
  type TDeviceRow,
  type TDeviceValues,
} from './device.repository';

export type TDeviceDeps = { db: TDb; secretKey: Buffer };

const NOT_FOUND = () => new AppError('NOT_FOUND', { reason: 'device' });
const STORE_NOT_FOUND = () => new AppError('NOT_FOUND', { reason: 'store' });
const SERIAL_TAKEN = () =>
  new AppError('SERIAL_NUMBER_TAKEN', [
    fieldIssue('serialNumber', 'devices.validation.serialTaken'),
  ]);

function fieldValues(input: TDeviceCreateInput): Omit<TDeviceValues, 'storeId' | 'isActive'> {
  const texts = Object.fromEntries(
    (Object.keys(DEVICE_TEXT_FIELDS) as TDeviceTextField[]).map((k) => [k, input[k] || null]),
  ) as Record<TDeviceTextField, string | null>;
  return {
    ...texts,
    serialNumber: input.serialNumber,
    hardwareBrandId: input.hardwareBrandId || null,
    softwareBrandId: input.softwareBrandId || null,
  };
}

/** The store a device goes to: the selected one in store mode, else one of the tenant's. */
async function resolveStore(db: TQueryable, scope: TDataScope, requested?: string) {
  const storeId = requested ?? scope.storeId;
  if (!storeId) {
    throw new AppError('VALIDATION_FAILED', [
      fieldIssue('storeId', 'devices.validation.storeRequired'),
    ]);
  }
  if (scope.storeId && storeId !== scope.storeId) throw STORE_NOT_FOUND();
  if (!(await storeInTenant(db, scope.tenantId, storeId))) throw STORE_NOT_FOUND();
  return storeId;
}

/** Hardware brands must be of type 1 and software brands of type 2 (spec §3 Brand). */
async function checkBrands(
  db: TQueryable,
  values: Pick<TDeviceValues, 'hardwareBrandId' | 'softwareBrandId'>,
) {
  const ids = [values.hardwareBrandId, values.softwareBrandId].filter((v): v is string => !!v);
  const types = await brandTypesOf(db, ids);
  const issues: TFieldIssue[] = [];
  if (values.hardwareBrandId && types.get(values.hardwareBrandId) !== 1)
    issues.push(fieldIssue('hardwareBrandId', 'devices.validation.brand'));
  if (values.softwareBrandId && types.get(values.softwareBrandId) !== 2)
    issues.push(fieldIssue('softwareBrandId', 'devices.validation.brand'));
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues);
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const auditable = ({ createdAt: _c, updatedAt: _u, ...row }: TDeviceRow) => row;

async function withSerialCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two requests racing past the pre-check meet the unique index instead.
    if (isUniqueViolation(error)) throw SERIAL_TAKEN();
    throw error;
  }
}

export async function createDevice(
  deps: TDeviceDeps,
  actor: TAuditActor,
  scope: TDataScope,
  input: TDeviceCreateInput,
): Promise<TDeviceCreated> {
  return withSerialCheck(() =>
    deps.db.transaction(async (tx) => {
      const storeId = await resolveStore(tx, scope, input.storeId);
      const values = { ...fieldValues(input), storeId, isActive: input.isActive ?? true };
      await checkBrands(tx, values);
      if (await serialNumberTaken(tx, scope.tenantId, values.serialNumber)) throw SERIAL_TAKEN();
      const row = await insertDevice(tx, scope.tenantId, values);
      const credential = await issueDeviceCredential(tx, deps.secretKey, {
        tenantId: scope.tenantId,
        deviceId: row.id,
      });
      await recordAudit(tx, actor, {
        tenantId: scope.tenantId,
        action: 'create',
        entityType: 'device',
        entityId: row.id,
        after: { ...auditable(row), credentialKeyId: credential.keyId },
      });
      const device = await findDevice(tx, scope, row.id);
      if (!device) throw NOT_FOUND();
      return { device, credential };
    }),
  );
}

export async function editDevice(
  deps: TDeviceDeps,
  actor: TAuditActor,
  scope: TDataScope,
  input: TDeviceUpdateInput,
): Promise<TDevice> {
  return withSerialCheck(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await lockDevices(tx, scope, [input.id]);
      if (!before) throw NOT_FOUND();
      const storeId = await resolveStore(tx, scope, input.storeId ?? before.storeId);
      const values = {
        ...fieldValues(input),
        storeId,
        isActive: input.isActive ?? before.isActive,
      };
      await checkBrands(tx, values);
      if (await serialNumberTaken(tx, scope.tenantId, values.serialNumber, input.id))
        throw SERIAL_TAKEN();
      await updateDevice(tx, scope.tenantId, input.id, values);
      const [after] = await lockDevices(tx, scope, [input.id]);
      await recordAudit(tx, actor, {
        tenantId: scope.tenantId,
        action: 'update',
        entityType: 'device',
        entityId: input.id,
        before: auditable(before),
        after: after ? auditable(after) : null,
      });
      const device = await findDevice(tx, scope, input.id);
      if (!device) throw NOT_FOUND();
      return device;
    }),
  );
}

/** All or nothing: one device outside the scope refuses the whole list (spec §4 bulk activation). */
export async function setDeviceActivation(
  deps: TDeviceDeps,
  actor: TAuditActor,
  scope: TDataScope,
  input: TDeviceActivationInput,
): Promise<number> {
  const wanted = new Map(input.deviceList.map((d) => [d.deviceId, d.isActive]));
  return deps.db.transaction(async (tx) => {
    const rows = await lockDevices(tx, scope, [...wanted.keys()]);
    if (rows.length !== wanted.size) throw NOT_FOUND();
    let updated = 0;
    for (const row of rows) {
      const isActive = wanted.get(row.id) ?? row.isActive;
      if (isActive === row.isActive) continue;
      await updateDevice(tx, scope.tenantId, row.id, { isActive });
      await recordAudit(tx, actor, {
        tenantId: scope.tenantId,
        action: isActive ? 'activate' : 'deactivate',
        entityType: 'device',
        entityId: row.id,
        before: { isActive: row.isActive },
        after: { isActive },
      });
      updated += 1;
    }
    return updated;
  });
}

/** Issues a new credential and revokes the old one; the new secret is in this answer only. */
export async function rotateDeviceCredential(
  deps: TDeviceDeps,
  actor: TAuditActor,
  scope: TDataScope,
  deviceId: string,
): Promise<TIssuedCredential> {
  return deps.db.transaction(async (tx) => {
    const [row] = await lockDevices(tx, scope, [deviceId]);
    if (!row) throw NOT_FOUND();
    const before = await findDevice(tx, scope, deviceId);
    const credential = await issueDeviceCredential(tx, deps.secretKey, {
      tenantId: scope.tenantId,
      deviceId,
    });
    await recordAudit(tx, actor, {
      tenantId: scope.tenantId,
      action: 'rotate-credential',
      entityType: 'device',
      entityId: deviceId,
      before: { credentialKeyId: before?.credentialKeyId ?? null },
      after: { credentialKeyId: credential.keyId },
    });
    return credential;
  });
}
