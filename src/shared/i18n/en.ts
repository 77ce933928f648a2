import type { TTranslations } from './types';
import { enCore } from './en/core';
import { enAuth } from './en/auth';
import { enShell } from './en/shell';
import { enOrganisation } from './en/organisation';
import { enOperations } from './en/operations';
import { enSigningCertificate } from './en/signing-certificate';
import { enDocumentCorrection } from './en/document-correction';
import { enDocumentExport } from './en/document-export';
import { enDocumentActions } from './en/document-actions';
import { enSaleTransactions } from './en/sale-transactions';
import { enDocumentList } from './en/document-list';
import { enReports } from './en/reports';
import { enDashboard } from './en/dashboard';
import { enGlobalSearch } from './en/global-search';

export const en: TTranslations = {
  ...enCore,
  ...enAuth,
  ...enShell,
  ...enOrganisation,
  ...enOperations,
  ...enSigningCertificate,
  ...enDocumentCorrection,
  ...enDocumentExport,
  ...enDocumentActions,
  ...enSaleTransactions,
  ...enDocumentList,
  ...enReports,
  ...enDashboard,
  ...enGlobalSearch,
};
