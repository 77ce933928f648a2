import { describe, expect, it } from 'vitest';
import { DocType, DocumentStatus } from '../domain/enums';
import { isResendable } from './document-rules';

describe('isResendable', () => {
  it('follows the pipeline’s flag for a failed e-document', () => {
    const failed = { docType: DocType.eArsiv, status: DocumentStatus.failed };
    expect(isResendable({ ...failed, isResendable: true })).toBe(true);
    expect(isResendable({ ...failed, isResendable: false })).toBe(false);
  });

  it('is never true for a Bilgi Fişi or a cancelled document, whatever the row holds', () => {
    const slip = { docType: DocType.bilgiFisi, status: DocumentStatus.failed, isResendable: true };
    expect(isResendable(slip)).toBe(false);
    const cancelled = { docType: DocType.eArsiv, status: DocumentStatus.cancelled };
    expect(isResendable({ ...cancelled, isResendable: true })).toBe(false);
  });
});
