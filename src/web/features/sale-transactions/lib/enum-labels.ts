import {
  DocType,
  DocumentStatus,
  SaleTransactionStatus,
  type TDocType,
  type TDocumentStatus,
  type TPaymentStatus,
  type TSaleTransactionStatus,
} from '../../../../shared/domain/enums';

function namesByCode<T extends Record<string, number>>(codes: T) {
  return Object.fromEntries(Object.entries(codes).map(([name, code]) => [code, name])) as Record<
    T[keyof T],
    keyof T & string
  >;
}

const DOC_TYPE = namesByCode(DocType);
const DOCUMENT_STATUS = namesByCode(DocumentStatus);
const SALE_STATUS = namesByCode(SaleTransactionStatus);

export const docTypeKey = (code: TDocType) => `enums.docType.${DOC_TYPE[code]}` as const;
export const documentStatusKey = (code: TDocumentStatus) =>
  `enums.documentStatus.${DOCUMENT_STATUS[code]}` as const;
export const saleStatusKey = (code: TSaleTransactionStatus) =>
  `enums.saleTransactionStatus.${SALE_STATUS[code]}` as const;
export const paymentStatusKey = (status: TPaymentStatus) =>
  `enums.paymentStatus.${status}` as const;

/** Badge colours: a sale is open (pending), completed, or cancelled. */
export const SALE_STATUS_COLOR: Record<TSaleTransactionStatus, string> = {
  0: 'yellow',
  1: 'teal',
  2: 'red',
};

export const PAYMENT_STATUS_COLOR: Record<TPaymentStatus, string> = {
  completed: 'teal',
  pending: 'yellow',
  expired: 'gray',
  error: 'red',
  refund: 'blue',
  refund_error: 'red',
};
