import {
  ClientResponse,
  DocType,
  DocumentStatus,
  type TClientResponse,
  type TDocType,
  type TDocumentStatus,
} from '../../../../shared/domain/enums';
import type { TTranslationKey } from '../../../../shared/i18n/types';

function namesOf<M extends Record<string, number>>(map: M): Map<number, keyof M & string> {
  return new Map(Object.entries(map).map(([name, code]) => [code, name as keyof M & string]));
}

const DOC_TYPE = namesOf(DocType);
const STATUS = namesOf(DocumentStatus);
const CLIENT_RESPONSE = namesOf(ClientResponse);

// The codes come from the shared enums, so every lookup finds its name.
export const docTypeLabel = (code: TDocType): TTranslationKey =>
  `enums.docType.${DOC_TYPE.get(code) as keyof typeof DocType}`;
export const statusLabel = (code: TDocumentStatus): TTranslationKey =>
  `enums.documentStatus.${STATUS.get(code) as keyof typeof DocumentStatus}`;
export const clientResponseLabel = (code: TClientResponse): TTranslationKey =>
  `enums.clientResponse.${CLIENT_RESPONSE.get(code) as keyof typeof ClientResponse}`;
