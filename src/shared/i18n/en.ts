import type { TTranslations } from './types';
import { enFirstLoad } from './en-first-load';
import { enAreaErrorCodes } from './en/area-error-codes';
import { enOrganisation } from './en/organisation';
import { enOperations } from './en/operations';
import { enDocuments } from './en/documents';
import { enSigningCertificate } from './en/signing-certificate';
import { enDocumentCorrection } from './en/document-correction';
import { enDocumentExport } from './en/document-export';
import { enDocumentActions } from './en/document-actions';
import { enSaleTransactions } from './en/sale-transactions';
import { enDocumentList } from './en/document-list';
import { enReports } from './en/reports';
import { enDashboard } from './en/dashboard';
import { enGlobalSearch } from './en/global-search';
import { enManagement } from './en/management';
import { enRegistration } from './en/registration';
import { enIntegrators } from './en/integrators';

export const en: TTranslations = {
  ...enFirstLoad,
  errors: {
    ...enFirstLoad.errors,
    codes: { ...enFirstLoad.errors.codes, ...enAreaErrorCodes.errors.codes },
  },
  ...enOrganisation,
  ...enOperations,
  ...enDocuments,
  ...enSigningCertificate,
  ...enDocumentCorrection,
  ...enDocumentExport,
  ...enDocumentActions,
  ...enSaleTransactions,
  ...enDocumentList,
  ...enReports,
  ...enDashboard,
  ...enGlobalSearch,
  ...enIntegrators,
  management: enManagement,
  registration: enRegistration,
};
