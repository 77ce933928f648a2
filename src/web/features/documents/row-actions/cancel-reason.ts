import { CANCEL_REASON_MAX } from '../../../../shared/invoice/document-actions';

export type TCancelReasonCount = { length: number; max: number; tooLong: boolean };

/**
 * The cancel reason's counter: the characters the server will keep (ZCancelDocumentInput trims),
 * and whether there are more than the 250 it takes (spec §2 "İptal Nedeni"). Never cut: the user
 * sees the count go past the limit and shortens the text.
 */
export function countCancelReason(reason: string): TCancelReasonCount {
  const length = reason.trim().length;
  return { length, max: CANCEL_REASON_MAX, tooLong: length > CANCEL_REASON_MAX };
}
