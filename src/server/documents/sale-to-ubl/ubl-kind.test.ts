import { describe, expect, it } from 'vitest';
import { profileIdOf, ublKindOfDocType } from '../../../shared/domain/document-kind';
import { DocType, ScenarioType } from '../../../shared/domain/enums';
import { SUPPORTED_SALE_COMBINATIONS } from './sale-cases.test-support';
import { ublKindOf } from './ubl-kind';

const identity = { invoiceNo: 'EAR2026000000001', ettn: 'e', issueDate: '', issueTime: '' };

describe('ublKindOf', () => {
  it('agrees with the docType → profile table for every supported sale', () => {
    for (const c of SUPPORTED_SALE_COMBINATIONS) {
      const kind = ublKindOf({ ...identity, ...c, currency: 'TRY' });
      const scenario = c.docType === DocType.eFatura ? c.scenarioType : null;
      expect(kind.profile, JSON.stringify(c)).toBe(profileIdOf(c.docType, scenario));
      expect(kind.root, JSON.stringify(c)).toBe(ublKindOfDocType(c.docType));
    }
  });

  it('refuses a stored profile that contradicts the docType', () => {
    const c = {
      docType: DocType.eArsiv,
      invoiceType: 1,
      scenarioType: ScenarioType.temel,
    } as const;
    expect(() => ublKindOf({ ...identity, ...c, currency: 'TRY', profile: 'TEMELFATURA' })).toThrow(
      /does not match docType 2/,
    );
  });
});
