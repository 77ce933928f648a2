import { eq, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { tenantWhere } from '../../db/data-scope';
import { invoiceCounters, invoiceSeries } from '../../db/schema/series';
import { storeIntegratorConfigs } from '../../db/schema/stores';
import { encryptSecret, integratorPwdBinding } from '../../lib/secrets';
import {
  XSLT_FIELDS,
  XSLT_PARTS,
  type TIntegratorConfig,
  type TIntegratorConfigData,
  type TIntegratorDocType,
} from '../../../shared/store/integrator-config';
import type { TInvoiceSeries } from '../../../shared/store/invoice-series';
import type { TDocType } from '../../../shared/domain/enums';
import type { TBrokenXslt } from '../../../shared/store/broken-xslt';

type TTx = Pick<TDb, 'select' | 'insert' | 'update' | 'delete'>;
type TConfigRow = typeof storeIntegratorConfigs.$inferSelect;

export async function listConfigRows(db: TTx, tenantId: string, storeId: string) {
  return db
    .select()
    .from(storeIntegratorConfigs)
    .where(tenantWhere(storeIntegratorConfigs, { tenantId, storeId }))
    .orderBy(storeIntegratorConfigs.docType);
}

/**
 * The API shape: the password only as a flag, file contents only when asked for, and whether the
 * main stylesheet is known to fail.
 */
export function toConfigDto(
  row: TConfigRow,
  includeBlobs: boolean,
  mainBroken: TBrokenXslt | null,
): TIntegratorConfig {
  return {
    docType: row.docType as TIntegratorDocType,
    emailConfigs: (row.emailConfigs as TIntegratorConfig['emailConfigs']) ?? null,
    gbAlias: row.gbAlias,
    integratorProductId: row.integratorProductId,
    integratorUid: row.integratorUid,
    integratorPwdSet: row.integratorPwdEncrypted !== null,
    integratorOptions: (row.integratorOptions as TIntegratorConfig['integratorOptions']) ?? null,
    files: {
      main: row.xsltMain !== null,
      logo: row.xsltLogo !== null,
      footer: row.xsltFooter !== null,
      signature: row.xsltSignature !== null,
    },
    xsltMain: includeBlobs ? row.xsltMain : null,
    xsltLogo: includeBlobs ? row.xsltLogo : null,
    xsltFooter: includeBlobs ? row.xsltFooter : null,
    xsltSignature: includeBlobs ? row.xsltSignature : null,
    xsltMainBroken: mainBroken,
  };
}

function passwordOf(
  ids: { tenantId: string; storeId: string },
  input: TIntegratorConfigData,
  row: TConfigRow | undefined,
  key: Buffer,
) {
  if (input.clearIntegratorPwd) return null;
  if (input.integratorPwd) {
    return encryptSecret(
      input.integratorPwd,
      key,
      integratorPwdBinding({ ...ids, docType: input.docType }),
    );
  }
  return row?.integratorPwdEncrypted ?? null;
}

/**
 * Replaces a store's integrator configs: doc types not sent are removed; an absent password or
 * file keeps the stored one, `null` (or `clearIntegratorPwd`) removes it.
 */
export async function saveConfigs(
  tx: TTx,
  ids: { tenantId: string; storeId: string },
  inputs: TIntegratorConfigData[],
  secretKey: Buffer,
): Promise<void> {
  const existing = new Map(
    (await listConfigRows(tx, ids.tenantId, ids.storeId)).map((r) => [r.docType, r]),
  );
  const keep = inputs.map((c) => c.docType);
  await tx
    .delete(storeIntegratorConfigs)
    .where(
      tenantWhere(
        storeIntegratorConfigs,
        ids,
        keep.length ? notInArray(storeIntegratorConfigs.docType, keep) : undefined,
      ),
    );
  for (const input of inputs) {
    const row = existing.get(input.docType);
    const files = Object.fromEntries(
      XSLT_PARTS.map((part) => {
        const field = XSLT_FIELDS[part];
        const value = input[field];
        return [field, value === undefined ? (row?.[field] ?? null) : value];
      }),
    );
    const values = {
      emailConfigs: input.emailConfigs ?? null,
      gbAlias: input.gbAlias,
      integratorProductId: input.integratorProductId ?? null,
      integratorUid: input.integratorUid,
      integratorPwdEncrypted: passwordOf(ids, input, row, secretKey),
      integratorOptions: input.integratorOptions ?? null,
      ...files,
    };
    if (row) {
      await tx
        .update(storeIntegratorConfigs)
        .set(values)
        .where(
          tenantWhere(storeIntegratorConfigs, ids.tenantId, eq(storeIntegratorConfigs.id, row.id)),
        );
    } else {
      await tx.insert(storeIntegratorConfigs).values({ ...ids, docType: input.docType, ...values });
    }
  }
}

export async function listSeries(
  db: TTx,
  tenantId: string,
  storeId: string,
): Promise<TInvoiceSeries[]> {
  const rows = await db
    .select({
      id: invoiceSeries.id,
      docType: invoiceSeries.docType,
      prefix: invoiceSeries.prefix,
      isActive: invoiceSeries.isActive,
    })
    .from(invoiceSeries)
    .where(tenantWhere(invoiceSeries, { tenantId, storeId }))
    .orderBy(invoiceSeries.docType, invoiceSeries.prefix);
  return rows.map((r) => ({ ...r, docType: r.docType as TDocType }));
}

/**
 * Upserts the store's series by (docType, prefix). A series left out is removed when it never
 * numbered a document, otherwise only deactivated: its counter must keep the sequence gapless.
 */
export async function saveSeries(
  tx: TTx,
  ids: { tenantId: string; storeId: string },
  inputs: { docType: TDocType; prefix: string; isActive: boolean }[],
): Promise<void> {
  const current = await listSeries(tx, ids.tenantId, ids.storeId);
  const key = (s: { docType: number; prefix: string }) => `${s.docType}:${s.prefix}`;
  const wanted = new Map(inputs.map((s) => [key(s), s]));
  for (const row of current) {
    const input = wanted.get(key(row));
    if (input) {
      if (input.isActive !== row.isActive) {
        await tx
          .update(invoiceSeries)
          .set({ isActive: input.isActive })
          .where(tenantWhere(invoiceSeries, ids.tenantId, eq(invoiceSeries.id, row.id)));
      }
      wanted.delete(key(row));
      continue;
    }
    const used = await tx
      .select({ one: sql<number>`1` })
      .from(invoiceCounters)
      .where(tenantWhere(invoiceCounters, ids.tenantId, eq(invoiceCounters.seriesId, row.id)))
      .limit(1);
    const where = tenantWhere(invoiceSeries, ids.tenantId, eq(invoiceSeries.id, row.id));
    if (used.length) await tx.update(invoiceSeries).set({ isActive: false }).where(where);
    else await tx.delete(invoiceSeries).where(where);
  }
  if (wanted.size) {
    await tx.insert(invoiceSeries).values([...wanted.values()].map((s) => ({ ...ids, ...s })));
  }
}

/** The stored (encrypted) integrator password of one store and document type, if any. */
export async function storedPassword(
  db: Pick<TTx, 'select'>,
  ids: { tenantId: string; storeId: string; docType: number },
): Promise<string | null> {
  const [row] = await db
    .select({ pwd: storeIntegratorConfigs.integratorPwdEncrypted })
    .from(storeIntegratorConfigs)
    .where(
      tenantWhere(
        storeIntegratorConfigs,
        { tenantId: ids.tenantId, storeId: ids.storeId },
        eq(storeIntegratorConfigs.docType, ids.docType),
      ),
    );
  return row?.pwd ?? null;
}
