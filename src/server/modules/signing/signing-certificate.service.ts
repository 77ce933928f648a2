import type { TSigningCertificate } from '../../../shared/signing/signing-certificate';
import type { TDb } from '../../db/database';
import type { TSigningCertificateRow } from '../../documents/signing/signing-certificate.repository';
import {
  findCurrentCertificate,
  replaceCurrentCertificate,
} from '../../documents/signing/signing-certificate.repository';
import { readPkcs12 } from '../../documents/signing/pkcs12';
import { Pkcs12Error } from '../../documents/signing/pkcs12-error';
import {
  certificateRecord,
  getTenantSigningMaterial,
} from '../../documents/signing/tenant-signing-material';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../../audit/audit.service';

function toSigningCertificate(row: TSigningCertificateRow): TSigningCertificate {
  return {
    subject: row.subject,
    issuer: row.issuer,
    serialNumber: row.serialNumber,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    source: row.source === 'pkcs12' ? 'pkcs12' : 'generated',
    fingerprintSha256: row.fingerprintSha256,
  };
}

/** The current certificate; a tenant that has none gets its test certificate now, as signing would. */
export async function getSigningCertificate(
  db: TDb,
  tenantId: string,
  secretKey: Buffer,
): Promise<TSigningCertificate> {
  let row = await findCurrentCertificate(db, tenantId);
  if (!row) {
    await getTenantSigningMaterial(db, tenantId, secretKey);
    row = await findCurrentCertificate(db, tenantId);
  }
  if (!row)
    throw new AppError('INTERNAL', { cause: 'The signing certificate could not be created.' });
  return toSigningCertificate(row);
}

async function readUpload(pkcs12Base64: string, password: string) {
  try {
    return await readPkcs12(Buffer.from(pkcs12Base64, 'base64'), password);
  } catch (err) {
    if (!(err instanceof Pkcs12Error)) throw err;
    const details = { problem: err.problem, ...err.details };
    switch (err.problem) {
      case 'wrong-password':
        throw new AppError('CERTIFICATE_PASSWORD_WRONG', details);
      case 'expired':
        throw new AppError('CERTIFICATE_EXPIRED', details);
      case 'too-large':
        throw new AppError('PAYLOAD_TOO_LARGE', { ...details, reason: 'certificate' });
      case 'too-costly':
        throw new AppError('CERTIFICATE_TOO_COSTLY', details);
      case 'busy':
        throw new AppError('RATE_LIMITED', { ...details, reason: 'certificatesBusy' });
      default:
        throw new AppError('CERTIFICATE_INVALID', { ...details, reason: err.problem });
    }
  }
}

/** Replaces the tenant's certificate with an uploaded PKCS#12; the audit record holds no secret. */
export async function replaceSigningCertificate(
  db: TDb,
  actor: TAuditActor,
  input: { tenantId: string; pkcs12Base64: string; password: string; secretKey: Buffer },
): Promise<TSigningCertificate> {
  const upload = await readUpload(input.pkcs12Base64, input.password);
  const record = certificateRecord(upload, 'pkcs12', input.secretKey);
  return db.transaction(async (tx) => {
    const before = await findCurrentCertificate(tx, input.tenantId);
    const row = await replaceCurrentCertificate(tx, input.tenantId, record);
    const after = toSigningCertificate(row);
    await recordAudit(tx, actor, {
      tenantId: input.tenantId,
      action: 'update',
      entityType: 'signing-certificate',
      entityId: row.id,
      before: before ? toSigningCertificate(before) : null,
      after,
    });
    return after;
  });
}
