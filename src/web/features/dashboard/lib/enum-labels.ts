import { DocType, DocumentStatus } from '../../../../shared/domain/enums';

type TName<T> = keyof T & string;

function namesOf<const T extends Record<string, number>>(codes: T) {
  const names = new Map(Object.entries(codes).map(([name, code]) => [code, name as TName<T>]));
  return (code: number): TName<T> => names.get(code) as TName<T>;
}

// The API answers with codes; their labels are the i18n keys under `enums.*`.
export const docTypeName = namesOf(DocType);
export const documentStatusName = namesOf(DocumentStatus);

/** The document list's status colours: sent teal, pending grey, cancelled orange, failed red. */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [DocumentStatus.pending]: 'gray',
  [DocumentStatus.sent]: 'teal',
  [DocumentStatus.cancelled]: 'orange',
  [DocumentStatus.failed]: 'red',
};

export const DOC_TYPE_COLOURS: Readonly<Record<number, string>> = {
  [DocType.eFatura]: 'blue.6',
  [DocType.eArsiv]: 'teal.6',
  [DocType.eIrsaliye]: 'grape.6',
  [DocType.eSmm]: 'orange.6',
  [DocType.eAdisyon]: 'pink.6',
  [DocType.bilgiFisi]: 'gray.6',
};
