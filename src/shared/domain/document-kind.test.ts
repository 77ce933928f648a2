import { describe, expect, it } from 'vitest';
import { DOC_TYPE_UBL, hasEDocument, profileIdOf, ublKindOfDocType } from './document-kind';
import { DOC_TYPES, DocType, ScenarioType } from './enums';

describe('docType → UBL document', () => {
  it('writes every docType but the Bilgi Fişi as a UBL document (spec §5)', () => {
    expect(Object.keys(DOC_TYPE_UBL).map(Number)).toEqual([...DOC_TYPES]);
    expect(DOC_TYPES.filter((t) => !hasEDocument(t))).toEqual([DocType.bilgiFisi]);
    expect(ublKindOfDocType(DocType.eIrsaliye)).toBe('despatchAdvice');
    expect(ublKindOfDocType(DocType.eAdisyon)).toBe('invoice');
    expect(ublKindOfDocType(DocType.bilgiFisi)).toBeNull();
  });

  it('gives each docType its profile, an e-Fatura the one of its scenario (domain.md)', () => {
    expect(DOC_TYPES.map((t) => profileIdOf(t, null))).toEqual([
      'TEMELFATURA',
      'EARSIVFATURA',
      'TEMELIRSALIYE',
      'EARSIVBELGE',
      'EARSIVBELGE',
      null,
    ]);
    expect(profileIdOf(DocType.eFatura, ScenarioType.ticari)).toBe('TICARIFATURA');
    expect(profileIdOf(DocType.eFatura, ScenarioType.export)).toBe('IHRACAT');
  });
});
