import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/database';
import { applicableTaxRates, taxPayerAliases, taxPayers } from '../../db/schema/taxpayers';
import type { TApplicableTaxRate, TTaxPayer } from '../../../shared/taxpayer/taxpayer';
import { VAT_TAX_TYPE_CODE } from '../../../shared/domain/ubl-codes';

/** VAT (KDV, tax type 0015) rates in force since 2023-07-10: offered when a taxpayer has none. */
export const STANDARD_VAT_RATES = ['0', '1', '10', '20'] as const;

export async function listApplicableTaxRates(
  db: TDb,
  identifier: string,
): Promise<TApplicableTaxRate[]> {
  const rows = await db
    .select({
      taxTypeCode: applicableTaxRates.taxTypeCode,
      rate: applicableTaxRates.rate,
      name: applicableTaxRates.name,
    })
    .from(applicableTaxRates)
    .where(eq(applicableTaxRates.identifier, identifier))
    .orderBy(asc(applicableTaxRates.taxTypeCode), asc(applicableTaxRates.rate));
  if (rows.length > 0) {
    return rows.map((r) => ({ ...r, rate: trimRate(r.rate), isDefault: false }));
  }
  return STANDARD_VAT_RATES.map((rate) => ({
    taxTypeCode: VAT_TAX_TYPE_CODE,
    rate,
    name: 'KDV',
    isDefault: true,
  }));
}

/** numeric(5,2) reads as "20.00"; the API speaks "20" and "1.5". */
function trimRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/\.?0+$/, '') : rate;
}

/** A registered user of GİB's list with its active (not deleted) aliases, or undefined. */
export async function findTaxPayer(db: TDb, identifier: string): Promise<TTaxPayer | undefined> {
  const [payer] = await db.select().from(taxPayers).where(eq(taxPayers.identifier, identifier));
  if (!payer) return undefined;
  const aliases = await db
    .select({
      kind: taxPayerAliases.aliasKind,
      alias: taxPayerAliases.aliasName,
      documentType: taxPayerAliases.documentType,
    })
    .from(taxPayerAliases)
    .where(and(eq(taxPayerAliases.identifier, identifier), isNull(taxPayerAliases.deletionTime)))
    .orderBy(asc(taxPayerAliases.documentType), asc(taxPayerAliases.creationTime));
  const pick = (kind: 'PK' | 'GB') =>
    aliases
      .filter((a) => a.kind === kind)
      .map((a) => ({
        alias: a.alias,
        documentType:
          a.documentType === 'DespatchAdvice' ? ('DespatchAdvice' as const) : ('Invoice' as const),
      }));
  return {
    identifier: payer.identifier,
    title: payer.title,
    type: payer.type === 'KAMU' ? 'KAMU' : 'OZEL',
    accountType: payer.accountType,
    firstCreationTime: payer.firstCreationTime?.toISOString() ?? null,
    pkAliasList: pick('PK'),
    gbAliasList: pick('GB'),
    applicableTaxRates: await listApplicableTaxRates(db, identifier),
  };
}
