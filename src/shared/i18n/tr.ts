// Turkish is the reference language: every other map must have exactly these keys.
// Texts quoted in the spec are copied verbatim, typos included (spec §5, §7, §8).
import { trCore } from './tr/core';
import { trAuth } from './tr/auth';
import { trShell } from './tr/shell';
import { trOrganisation } from './tr/organisation';
import { trOperations } from './tr/operations';
import { trSigningCertificate } from './tr/signing-certificate';
import { trDocumentCorrection } from './tr/document-correction';
import { trDocumentExport } from './tr/document-export';
import { trDocumentActions } from './tr/document-actions';
import { trSaleTransactions } from './tr/sale-transactions';
import { trDocumentList } from './tr/document-list';
import { trReports } from './tr/reports';
import { trDashboard } from './tr/dashboard';
import { trGlobalSearch } from './tr/global-search';

// One file per area of the app; together they are the whole map.
export const tr = {
  ...trCore,
  ...trAuth,
  ...trShell,
  ...trOrganisation,
  ...trOperations,
  ...trSigningCertificate,
  ...trDocumentCorrection,
  ...trDocumentExport,
  ...trDocumentActions,
  ...trSaleTransactions,
  ...trDocumentList,
  ...trReports,
  ...trDashboard,
  ...trGlobalSearch,
} as const;
