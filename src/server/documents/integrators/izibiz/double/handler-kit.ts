import type { TVerifySignature } from '../../simulator/validate-document';
import { childText, pathElement, type XmlElement } from '../soap/xml-read';
import { leaf, node } from '../soap/xml-text';
import type { DoubleState, TDoubleAccount, TDoubleProduct } from './double-state';

/** İzibiz's answer with an error code (a SOAP fault carrying RequestFault). */
export class DoubleFault extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly elementIndex: number | null = null,
  ) {
    super(message);
  }
}

export type TDoubleOptions = { gibDir: string; verifySignature: TVerifySignature };

export type THandlerContext = {
  state: DoubleState;
  request: XmlElement;
  account: TDoubleAccount;
  /** REQUEST_HEADER COMPRESSED: absent or Y means contents travel ZIP-packed. */
  compressed: boolean;
  opts: TDoubleOptions;
};

export type THandler = {
  /** The account's product this operation belongs to (10005 without it). */
  product?: TDoubleProduct;
  /** The response element's children. */
  answer: (ctx: THandlerContext) => Promise<string[]> | string[];
};

export function requestReturn(state: DoubleState): string {
  return node('REQUEST_RETURN', [leaf('INTL_TXN_ID', state.nextTxn()), leaf('RETURN_CODE', 0)]);
}

export function headerText(request: XmlElement, name: string): string | null {
  return childText(pathElement(request, 'REQUEST_HEADER'), name);
}

export function requiredText(parent: XmlElement | null, name: string): string {
  const value = childText(parent, name);
  if (value === null)
    throw new DoubleFault(10013, `Gönderilen istek geçersizdir. Hata sebebi ${name} eksik`);
  return value;
}

export const PRODUCT_NAMES: Record<TDoubleProduct, string> = {
  EINVOICE: 'E-FATURA',
  EARCHIVE: 'E-ARŞİV',
  EDESPATCH: 'E-İRSALİYE',
  ESMM: 'E-SMM',
};

/** The documentation's date forms: YYYY-MM-DD and YYYY-MM-DDTHH:MM:SS, Istanbul time. */
export function izibizDate(ms: number): string {
  return new Date(ms + 3 * 3600_000).toISOString().slice(0, 10);
}
export function izibizDateTime(ms: number): string {
  return new Date(ms + 3 * 3600_000).toISOString().slice(0, 19);
}
