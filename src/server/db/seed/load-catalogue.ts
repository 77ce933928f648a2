import { FEATURE_ADD_EMPLOYEE } from '../../../shared/auth/feature-flags';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { reportGroups, reports } from '../schema/reports';
import { invoiceCounters } from '../schema/series';
import { featureFlags, settings } from '../schema/settings';
import { taxPayerAliases, taxPayers } from '../schema/taxpayers';
import { CUSTOMS_VKN } from '../../../shared/domain/ubl-codes';
import type { TInvoiceCounter } from './tenant-documents';
import type { TOrganisation } from './organisation-types';
import type { SeededRandom } from './random';

const CUSTOMS_TITLE =
  'Gümrük ve Ticaret Bakanlığı Gümrükler Genel Müdürlüğü-Bilgi İşlem Dairesi Başkanlığı';

const GLOBAL_FLAGS = [
  {
    name: FEATURE_ADD_EMPLOYEE,
    isActive: true,
    description: 'Kullanıcılar bölümü / Users section',
  },
  {
    name: 'DocumentExport',
    isActive: true,
    description: 'İşlem listesini e-posta ile .xlsx olarak gönderme',
  },
  { name: 'GlobalSearch', isActive: true, description: 'Üst çubuktaki genel arama' },
  { name: 'ReportsBeta', isActive: false, description: 'Deneme aşamasındaki raporlar' },
] as const;

// Configurable rules of domain.md; the values are the usual ones.
const GLOBAL_SETTINGS = [
  { key: 'earsiv.cancelWindowDays', value: 7 },
  { key: 'documents.maxBackdateDays', value: 7 },
  { key: 'efatura.clientResponseDays', value: 8 },
] as const;

const REPORT_GROUPS = [
  {
    name: 'Satış Raporları',
    reports: [
      ['SALES_DAILY', 'Günlük Satış Raporu', 'gunluk-satis'],
      ['SALES_BY_STORE', 'Şube Bazlı Satış Raporu', 'sube-satis'],
      ['PAYMENT_TYPES', 'Ödeme Tipi Dağılımı', 'odeme-tipleri'],
    ],
  },
  {
    name: 'E-Belge Raporları',
    reports: [
      ['EDOC_STATUS', 'E-Belge Durum Raporu', 'ebelge-durum'],
      ['FAILED_DOCS', 'Başarısız Belgeler Raporu', 'basarisiz-belgeler'],
      ['CANCELLED_EARSIV', 'İptal Edilen E-Arşiv Faturaları', 'iptal-earsiv'],
      ['VAT_SUMMARY', 'KDV Özet Raporu', 'kdv-ozet'],
      ['SERIES_NUMBERING', 'Belge Numaralama Raporu', 'belge-numaralama'],
    ],
  },
  {
    name: 'Cihaz Raporları',
    reports: [
      ['DEVICE_ACTIVITY', 'Cihaz Kullanım Raporu', 'cihaz-kullanim'],
      ['Z_REPORT_SUMMARY', 'Z Raporu Özeti', 'z-raporu'],
    ],
  },
] as const;

const DATE_RANGE_PARAMETERS = [
  { name: 'startDate', type: 'date', required: true },
  { name: 'endDate', type: 'date', required: true },
  { name: 'storeId', type: 'store', required: false },
];

/** Feature flags, settings, reports and the demo taxpayers (the GİB user list entries of buyers). */
export async function loadCatalogue(
  db: NodePgDatabase,
  org: TOrganisation,
  rand: SeededRandom,
  since: Date,
): Promise<void> {
  await db
    .insert(featureFlags)
    .values(GLOBAL_FLAGS.map((f) => ({ ...f, id: rand.uuid(), environmentScope: '*' })))
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values(GLOBAL_SETTINGS.map((s) => ({ ...s, id: rand.uuid(), scope: 'global' })))
    .onConflictDoNothing();
  for (const [groupIndex, group] of REPORT_GROUPS.entries()) {
    const groupId = rand.uuid();
    await db
      .insert(reportGroups)
      .values({ id: groupId, name: group.name, priority: groupIndex + 1 });
    await db
      .insert(reports)
      .values(
        group.reports.map(([code, name, file], i) => ({
          id: rand.uuid(),
          code,
          name,
          priority: i + 1,
          reportGroupId: groupId,
          fileName: `${file}.pdf`,
          parameters: DATE_RANGE_PARAMETERS,
        })),
      )
      .onConflictDoNothing();
  }
  const registered = [
    ...org.tenants.map((t) => ({
      identifier: t.vkn,
      title: t.spec.name,
      domain: t.spec.domain,
      sender: true,
      type: 'OZEL',
    })),
    ...org.customers.map((c) => ({
      identifier: c.vkn,
      title: c.name,
      domain: c.alias.split('@')[1] ?? '',
      sender: false,
      type: 'OZEL',
    })),
    {
      identifier: CUSTOMS_VKN,
      title: CUSTOMS_TITLE,
      domain: 'gtb.gov.tr',
      sender: false,
      type: 'KAMU',
    },
  ];
  const unique = [...new Map(registered.map((r) => [r.identifier, r])).values()];
  await db
    .insert(taxPayers)
    .values(
      unique.map((r) => ({
        identifier: r.identifier,
        title: r.title.toLocaleUpperCase('tr-TR'),
        type: r.type,
        accountType: 'OZELENTEGRASYON',
        firstCreationTime: since,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(taxPayerAliases)
    .values(
      unique.flatMap((r) => [
        {
          identifier: r.identifier,
          documentType: 'Invoice',
          aliasKind: 'PK',
          aliasName: `urn:mail:defaultpk@${r.domain}`,
        },
        {
          identifier: r.identifier,
          documentType: 'DespatchAdvice',
          aliasKind: 'PK',
          aliasName: `urn:mail:irsaliyepk@${r.domain}`,
        },
        ...(r.sender
          ? [
              {
                identifier: r.identifier,
                documentType: 'Invoice',
                aliasKind: 'GB',
                aliasName: `urn:mail:defaultgb@${r.domain}`,
              },
            ]
          : []),
      ]),
    )
    .onConflictDoNothing();
}

export async function loadInvoiceCounters(
  db: NodePgDatabase,
  counters: readonly TInvoiceCounter[],
): Promise<void> {
  if (counters.length === 0) return;
  await db.insert(invoiceCounters).values(counters.map((c) => ({ ...c })));
}
