import { DocType } from '../../../../shared/domain/enums';

/** The document types as (code, i18n key) pairs for a select. */
export const DOC_TYPE_OPTIONS = Object.entries(DocType).map(([name, code]) => ({
  code,
  key: `enums.docType.${name as keyof typeof DocType}` as const,
}));
