// Texts the document screens share (documents, all transactions, the dashboard).
export const trDocuments = {
  documents: {
    empty: 'Henüz bir işlem kaydı yok!',
    exportTitle: 'İşlem Listesi İndir',
    cancelReasonTitle: 'İptal Nedeni',
    clientResponseTitle: 'Müşteri Yanıtı',
    infoTitle: 'Bilgi',
    failedCountInfo: 'Son 1 hafta içinde {{count}} adet başarısız işlem bulunmaktadır.',
    cancelOnlySentEArsiv: 'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
    pdfNotAvailable: 'Bu belge tipi için fatura görüntülenemez.',
    ublNotAvailable: 'Bu işlem tipinde e-belge indirilemez.',
    xadesNotAvailableForType: 'Bu işlem tipinde xadesBes indirilemez.',
    xadesNotAvailableForStatus: 'Bu durumu için xadesBes indirilemez.',
  },
} as const;
