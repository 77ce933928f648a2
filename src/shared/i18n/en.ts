import type { TTranslations } from './types';
import { enCore } from './en/core';
import { enAuth } from './en/auth';
import { enShell } from './en/shell';
import { enOrganisation } from './en/organisation';
import { enOperations } from './en/operations';
import { enDocumentList } from './en/document-list';

export const en: TTranslations = {
  ...enCore,
  ...enAuth,
  ...enShell,
  ...enOrganisation,
  ...enOperations,
  ...enDocumentList,
};
