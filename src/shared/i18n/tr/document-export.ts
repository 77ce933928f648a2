// The e-mailed .xlsx export of the document list: its dialog, notifications, file and mail.
export const trDocumentExport = {
  documentExport: {
    button: 'Dışa Aktar',
    appliedFilters: 'Uygulanan filtreler',
    noFilters: 'Filtre uygulanmadı; son bir ayın tüm işlemleri gönderilir.',
    moreValues: '+{{count}}',
    recipient: 'Liste, hazır olduğunda e-posta adresinize .xlsx dosyası olarak gönderilecek.',
    confirm: 'Gönder',
    cancel: 'Vazgeç',
    started: 'Dışa aktarma başladı. Liste hazır olunca e-posta ile gönderilecek.',
    requestFailed: 'Dışa aktarma isteği gönderilemedi!',
    doneTitle: 'İşlem listesi gönderildi',
    done: '{{count}} satırlık liste {{email}} adresine gönderildi.',
    failedTitle: 'İşlem listesi gönderilemedi',
    failed: 'Dışa aktarma tamamlanamadı. Lütfen tekrar deneyin.',
    sheetName: 'İşlemler',
    mail: {
      subject: 'posbelge: İşlem listesi',
      greeting: 'Merhaba,',
      body: 'İstediğiniz işlem listesi ekteki .xlsx dosyasındadır ({{count}} satır).',
      link: 'Belgeleri posbelge’de görmek için:',
    },
  },
} as const;
