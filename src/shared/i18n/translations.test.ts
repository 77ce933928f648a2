import { describe, expect, it } from 'vitest';
import {
  ClientResponse,
  DocType,
  DocumentStatus,
  IntegratorStatus,
  InvoiceType,
  PAYMENT_STATUSES,
  SaleTransactionStatus,
  ScenarioType,
} from '../domain/enums';
import { en } from './en';
import { flattenTranslations } from './flatten';
import { tr } from './tr';

const trFlat = flattenTranslations(tr);
const enFlat = flattenTranslations(en);

function placeholders(text: string): string[] {
  // `{{count, number}}`: the variable, whatever formatter it is written with.
  return [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '').sort();
}

describe('translation maps', () => {
  it('have exactly the same keys in tr and en', () => {
    expect(Object.keys(enFlat).sort()).toEqual(Object.keys(trFlat).sort());
  });

  it('have no empty texts', () => {
    for (const [key, text] of [...Object.entries(trFlat), ...Object.entries(enFlat)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same interpolation variables in both languages', () => {
    for (const [key, text] of Object.entries(trFlat)) {
      expect(placeholders(enFlat[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('label every domain enumeration value', () => {
    const expected: Record<string, readonly string[]> = {
      docType: Object.keys(DocType),
      scenarioType: Object.keys(ScenarioType),
      clientResponse: Object.keys(ClientResponse),
      documentStatus: Object.keys(DocumentStatus),
      invoiceType: Object.keys(InvoiceType),
      integratorStatus: Object.keys(IntegratorStatus),
      saleTransactionStatus: Object.keys(SaleTransactionStatus),
      paymentStatus: PAYMENT_STATUSES,
    };
    expect(Object.keys(tr.enums).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, keys] of Object.entries(expected)) {
      const labels = tr.enums[name as keyof typeof tr.enums];
      expect(Object.keys(labels).sort(), name).toEqual([...keys].sort());
    }
  });

  it('keep the spec texts verbatim', () => {
    expect(tr.auth.signIn.title).toBe('Giriş Yap');
    expect(en.auth.signIn.title).toBe('Sign in');
    expect(tr.auth.signIn.email).toBe('E-posta');
    expect(tr.auth.signIn.password).toBe('Şifre');
    expect(tr.auth.signIn.otpCode).toBe('Tek kullanımlık kod');
    // Spec §8 words the 401 page in English: the English UI keeps it, the Turkish one says it in Turkish.
    expect(en.errors.unauthorized.title).toBe('Please try again or contact an authorized person.');
    expect(en.errors.unauthorized.label).toBe('Page not found');
    expect(tr.errors.unauthorized.title).toBe(
      'Lütfen tekrar deneyin ya da yetkili bir kişiyle iletişime geçin.',
    );
    expect(tr.errors.unauthorized.label).toBe('Sayfa bulunamadı');
    expect(tr.errors.featureFlagFailed).toBe('feture flag yüklenemedi!');
    expect(tr.reports.downloadStarted).toBe('Rapor bilgisyarınıza indiriliyor.');
    expect(tr.reports.refused).toBe('Rapor indirme işlemi yetki dışında.');
    expect(tr.documents.cancelOnlySentEArsiv).toBe(
      'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
    );
    expect(tr.enums.docType.eIrsaliye).toBe('E-İrsaliye');
  });
});
