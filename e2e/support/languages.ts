import type { Page } from 'playwright-core';

/**
 * The documents flows' texts in each language, written out here rather than read from the app's
 * maps, so a changed or missing translation fails the run. Turkish is the spec's wording.
 */
const TR = {
  menu: {
    actions: 'İşlemler',
    view: 'E-Belgeyi Görüntüle',
    cancel: 'İptal Et',
    send: 'Gönder',
    integratorRequest: 'Entegratör İsteği',
    integratorResponse: 'Entegratör Yanıtı',
    ubl: 'UBL İndir',
    xades: 'XadesBes İndir',
    clientResponse: 'Müşteri Yanıtı',
    info: 'Bilgi',
  },
  refusal: {
    cancelOnly: 'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
    noView: 'Bu belge tipi için fatura görüntülenemez.',
    noUbl: 'Bu işlem tipinde e-belge indirilemez.',
    noXadesType: 'Bu işlem tipinde xadesBes indirilemez.',
    noXadesStatus: 'Bu durumu için xadesBes indirilemez.',
    sendSlip: 'Bilgi fişleri entegratöre gönderilmez.',
    sendCancelled: 'İptal edilmiş belge yeniden gönderilemez.',
    sendNotAllowed: 'Bu belge yeniden gönderilemez.',
    sendNotFailed: 'Yalnızca başarısız belgeler yeniden gönderilebilir.',
    cancelPending: 'Bu belgenin iptali zaten sürüyor.',
  },
  close: 'Kapat',
  infoTitle: 'Bilgi',
  cancelling: 'İptal ediliyor',
  clientResponseTitle: 'Müşteri Yanıtı',
  accepted: 'Onaylandı',
  rejected: 'Reddedildi',
  cancelDialog: {
    title: 'İptal Nedeni',
    reason: 'İptal nedeni',
    confirm: 'İptal Et',
    tooShort: 'İptal nedeni 2 ile 250 karakter arasında olmalıdır.',
    requested: 'İptal talebi alındı; entegratör onayladığında belge İptal Edildi olur.',
  },
  status: { sent: 'Gönderildi', cancelled: 'İptal Edildi', failed: 'Başarısız' },
  downloading: (file: string) => `${file} indiriliyor.`,
  noRequest: 'Bu belge için entegratöre gönderilmiş bir istek yok.',
  correction: {
    title: 'Belgeyi Düzelt ve Gönder',
    taxNo: 'VKN / TCKN',
    name: 'Alıcı adı / unvanı',
    firstName: 'Ad',
    lastName: 'Soyad',
    save: 'Kaydet ve Gönder',
    send: 'Gönder',
    notCorrectable:
      'Belge GİB’e ulaştı ve teslim edilemedi: düzeltilemez, aynı haliyle yeniden gönderilir.',
    badTaxNo: 'Geçerli bir VKN (10 hane) veya TCKN (11 hane) giriniz.',
    queued: 'Belge yeniden gönderilmek üzere sıraya alındı.',
  },
  list: {
    eFatura: 'E-Fatura',
    invoiceNo: 'Fatura no',
    clear: 'Filtreleri temizle',
    dateHeader: /Fatura Tarihi/,
    dateChip: 'Fatura Tarihi:',
    page: (n: number) => `Sayfa ${n}`,
  },
  exportDialog: {
    button: 'Dışa Aktar',
    title: 'İşlem Listesi İndir',
    docTypeChip: 'Belge Tipi:E-Arşiv',
    dateChip: /^Fatura Tarihi:\d{2}-\d{2}-\d{4} – \d{2}-\d{2}-\d{4}$/,
    send: 'Gönder',
    started: 'Dışa aktarma başladı',
    done: 'İşlem listesi gönderildi',
    fileName: /filename=islem-listesi-\d{4}-\d{2}-\d{2}\.xlsx/,
    storeHeader: 'Şube',
    eArchive: 'E-Arşiv',
  },
};

export type TTexts = typeof TR;

const EN: TTexts = {
  menu: {
    actions: 'Actions',
    view: 'View e-document',
    cancel: 'Cancel',
    send: 'Send',
    integratorRequest: 'Integrator request',
    integratorResponse: 'Integrator response',
    ubl: 'Download UBL',
    xades: 'Download XadesBes',
    clientResponse: 'Client response',
    info: 'Info',
  },
  refusal: {
    cancelOnly: 'Only sent e-archive transactions can be cancelled',
    noView: 'The invoice cannot be viewed for this document type.',
    noUbl: 'No e-document can be downloaded for this transaction type.',
    noXadesType: 'XadesBes cannot be downloaded for this transaction type.',
    noXadesStatus: 'XadesBes cannot be downloaded in this status.',
    sendSlip: 'Information slips are not sent to an integrator.',
    sendCancelled: 'A cancelled document cannot be sent again.',
    sendNotAllowed: 'This document cannot be sent again.',
    sendNotFailed: 'Only failed documents can be sent again.',
    cancelPending: 'This document is already being cancelled.',
  },
  close: 'Close',
  infoTitle: 'Information',
  cancelling: 'Cancelling',
  clientResponseTitle: 'Client response',
  accepted: 'Accepted',
  rejected: 'Rejected',
  cancelDialog: {
    title: 'Cancel reason',
    reason: 'Cancel reason',
    confirm: 'Cancel document',
    tooShort: 'The cancel reason must be between 2 and 250 characters.',
    requested:
      'Cancellation requested; the document becomes Cancelled once the integrator confirms.',
  },
  status: { sent: 'Sent', cancelled: 'Cancelled', failed: 'Failed' },
  downloading: (file: string) => `Downloading ${file}.`,
  noRequest: 'No request was sent to the integrator for this document.',
  correction: {
    title: 'Correct and Send Document',
    taxNo: 'VKN / TCKN',
    name: 'Buyer name / title',
    firstName: 'First name',
    lastName: 'Last name',
    save: 'Save and send',
    send: 'Send',
    notCorrectable:
      'The document reached GİB and could not be delivered: it cannot be corrected and is sent again as it is.',
    badTaxNo: 'Enter a valid VKN (10 digits) or TCKN (11 digits).',
    queued: 'The document is queued to be sent again.',
  },
  list: {
    eFatura: 'E-Invoice',
    invoiceNo: 'Invoice no',
    clear: 'Clear filters',
    dateHeader: /Invoice date/,
    dateChip: 'Invoice date:',
    page: (n: number) => `Page ${n}`,
  },
  exportDialog: {
    button: 'Export',
    title: 'Download transaction list',
    docTypeChip: 'Document type:E-Archive',
    dateChip: /^Invoice date:\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/,
    send: 'Send',
    started: 'The export has started',
    done: 'Transaction list sent',
    fileName: /filename=transaction-list-\d{4}-\d{2}-\d{2}\.xlsx/,
    storeHeader: 'Store',
    eArchive: 'E-Archive',
  },
};

/** The default language's texts, for flows that run in Turkish only. */
export const TURKISH = TR;

export type TLanguageRun = { language: 'tr' | 'en'; t: TTexts };

/** Each documents flow runs once per language: `describe.each(LANGUAGE_RUNS)`. */
export const LANGUAGE_RUNS: TLanguageRun[] = [
  { language: 'tr', t: TR },
  { language: 'en', t: EN },
];

/**
 * Chooses the screen language the way the app stores it (in the browser), so the next page load
 * renders in it. Called after sign-in, whose form the page objects fill in Turkish.
 */
export async function chooseLanguage(
  page: Page,
  language: TLanguageRun['language'],
): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('posbelge.language', value), language);
}

/** A `yyyy-MM-dd` day as a Turkish date input takes it: `dd.MM.yyyy`. */
export const turkishDay = (isoDay: string): string => isoDay.split('-').reverse().join('.');
