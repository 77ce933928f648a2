import { DocType, type TDocType } from '../../../../shared/domain/enums';

type TDocTypeName = keyof typeof DocType;

const NAME_OF = Object.fromEntries(
  Object.entries(DocType).map(([name, code]) => [code, name]),
) as Record<TDocType, TDocTypeName>;

export function docTypeLabelKey(docType: TDocType): `enums.docType.${TDocTypeName}` {
  return `enums.docType.${NAME_OF[docType]}`;
}
