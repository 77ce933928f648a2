// Turkish is the reference language: every other map must have exactly these keys.
// Texts quoted in the spec are copied verbatim, typos included (spec §5, §7, §8).
import { trFirstLoad } from './tr-first-load';
import type { TErrorTexts } from './tr/error-codes';
import { trAreaErrorCodes } from './tr/area-error-codes';
import { trOrganisation } from './tr/organisation';
import { trOperations } from './tr/operations';
import { trDocuments } from './tr/documents';
import { trSigningCertificate } from './tr/signing-certificate';
import { trDocumentCorrection } from './tr/document-correction';
import { trDocumentExport } from './tr/document-export';
import { trDocumentActions } from './tr/document-actions';
import { trSaleTransactions } from './tr/sale-transactions';
import { trDocumentList } from './tr/document-list';
import { trReports } from './tr/reports';
import { trDashboard } from './tr/dashboard';
import { trGlobalSearch } from './tr/global-search';
import { trManagement } from './tr/management';
import { trRegistration } from './tr/registration';
import { trIntegrators } from './tr/integrators';

// The whole map: the server (error texts, files, mails), the key types and the tests read it.
// The web app loads the first screens' texts up-front and each area's with its screen
// (web/app/i18n-areas.ts): an area added here is registered there too.
export const tr = {
  ...trFirstLoad,
  // Every code's text: those of the first load and the areas' own.
  errors: {
    ...trFirstLoad.errors,
    codes: {
      ...trFirstLoad.errors.codes,
      ...trAreaErrorCodes.errors.codes,
    } satisfies TErrorTexts,
  },
  ...trOrganisation,
  ...trOperations,
  ...trDocuments,
  ...trSigningCertificate,
  ...trDocumentCorrection,
  ...trDocumentExport,
  ...trDocumentActions,
  ...trSaleTransactions,
  ...trDocumentList,
  ...trReports,
  ...trDashboard,
  ...trGlobalSearch,
  ...trIntegrators,
  management: trManagement,
  registration: trRegistration,
} as const;
