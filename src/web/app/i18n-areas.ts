import type { TLanguage } from '../../shared/i18n/languages';
import type { TTextsPart } from '../../shared/i18n/types';

type TAreaLoaders = Readonly<Record<TLanguage, () => Promise<TTextsPart>>>;

/**
 * The texts that load with the screens showing them, not up-front (those are
 * shared/i18n/tr-first-load.ts), by area. Each language's file is a chunk of its own, fetched in
 * the interface language beside the screen's chunk: `lazyPage(load, pick, ['dashboard'])`.
 *
 * One more area: its `tr/<area>.ts` and `en/<area>.ts` files, a line in tr.ts and en.ts (the whole
 * maps), an entry here, and its name on the lazyPage of every screen that shows its texts
 * (i18n-areas.test.ts and screen-texts.test.ts check each step).
 */
export const TEXT_AREAS = {
  organisation: {
    tr: () => import('../../shared/i18n/tr/organisation').then((m) => m.trOrganisation),
    en: () => import('../../shared/i18n/en/organisation').then((m) => m.enOrganisation),
  },
  operations: {
    tr: () => import('../../shared/i18n/tr/operations').then((m) => m.trOperations),
    en: () => import('../../shared/i18n/en/operations').then((m) => m.enOperations),
  },
  documents: {
    tr: () => import('../../shared/i18n/tr/documents').then((m) => m.trDocuments),
    en: () => import('../../shared/i18n/en/documents').then((m) => m.enDocuments),
  },
  signingCertificate: {
    tr: () =>
      import('../../shared/i18n/tr/signing-certificate').then((m) => m.trSigningCertificate),
    en: () =>
      import('../../shared/i18n/en/signing-certificate').then((m) => m.enSigningCertificate),
  },
  documentList: {
    tr: () => import('../../shared/i18n/tr/document-list').then((m) => m.trDocumentList),
    en: () => import('../../shared/i18n/en/document-list').then((m) => m.enDocumentList),
  },
  documentActions: {
    tr: () => import('../../shared/i18n/tr/document-actions').then((m) => m.trDocumentActions),
    en: () => import('../../shared/i18n/en/document-actions').then((m) => m.enDocumentActions),
  },
  documentCorrection: {
    tr: () =>
      import('../../shared/i18n/tr/document-correction').then((m) => m.trDocumentCorrection),
    en: () =>
      import('../../shared/i18n/en/document-correction').then((m) => m.enDocumentCorrection),
  },
  documentExport: {
    tr: () => import('../../shared/i18n/tr/document-export').then((m) => m.trDocumentExport),
    en: () => import('../../shared/i18n/en/document-export').then((m) => m.enDocumentExport),
  },
  saleTransactions: {
    tr: () => import('../../shared/i18n/tr/sale-transactions').then((m) => m.trSaleTransactions),
    en: () => import('../../shared/i18n/en/sale-transactions').then((m) => m.enSaleTransactions),
  },
  integrators: {
    tr: () => import('../../shared/i18n/tr/integrators').then((m) => m.trIntegrators),
    en: () => import('../../shared/i18n/en/integrators').then((m) => m.enIntegrators),
  },
  reports: {
    tr: () => import('../../shared/i18n/tr/reports').then((m) => m.trReports),
    en: () => import('../../shared/i18n/en/reports').then((m) => m.enReports),
  },
  dashboard: {
    tr: () => import('../../shared/i18n/tr/dashboard').then((m) => m.trDashboard),
    en: () => import('../../shared/i18n/en/dashboard').then((m) => m.enDashboard),
  },
  areaErrors: {
    tr: () => import('../../shared/i18n/tr/area-error-codes').then((m) => m.trAreaErrorCodes),
    en: () => import('../../shared/i18n/en/area-error-codes').then((m) => m.enAreaErrorCodes),
  },
  globalSearch: {
    tr: () => import('../../shared/i18n/tr/global-search').then((m) => m.trGlobalSearch),
    en: () => import('../../shared/i18n/en/global-search').then((m) => m.enGlobalSearch),
  },
  // Its files hold the subtree itself; the map has it under `management` (useManagementTranslation).
  management: {
    tr: () =>
      import('../../shared/i18n/tr/management').then((m) => ({ management: m.trManagement })),
    en: () =>
      import('../../shared/i18n/en/management').then((m) => ({ management: m.enManagement })),
  },
  // The sign-up screens' texts, the map's `registration` subtree (useRegistrationTranslation).
  registration: {
    tr: () =>
      import('../../shared/i18n/tr/registration').then((m) => ({ registration: m.trRegistration })),
    en: () =>
      import('../../shared/i18n/en/registration').then((m) => ({ registration: m.enRegistration })),
  },
} satisfies Record<string, TAreaLoaders>;

export type TTextArea = keyof typeof TEXT_AREAS;
