// The tenant's signing certificate (mali mühür) screen: issue 11; the spec has no texts for it.
export const trSigningCertificate = {
  signingCertificate: {
    title: 'Mali Mühür',
    intro:
      'İşletmenizin bütün e-belgeleri bu sertifikayla imzalanır. Yeni bir mali mühür aldığınızda PKCS#12 (.p12/.pfx) dosyasını parolasıyla birlikte buradan yükleyin.',
    current: 'Geçerli sertifika',
    loadFailed: 'Sertifika bilgileri yüklenemedi.',
    fields: {
      subject: 'Sahibi',
      serialNumber: 'Seri numarası',
      issuer: 'Yayımlayan',
      validity: 'Geçerlilik',
      source: 'Kaynak',
    },
    validityRange: '{{from}} – {{to}}',
    source: {
      generated: 'Sistemin ürettiği test sertifikası',
      pkcs12: 'Yüklenen sertifika',
    },
    expiry: {
      expiringTitle: 'Sertifikanın süresi yakında doluyor',
      expiring:
        'Sertifika {{date}} tarihinde sona eriyor (kalan gün: {{days}}). Süresi dolmadan yeni mali mührünüzü yükleyin.',
      expiredTitle: 'Sertifikanın süresi doldu',
      expired:
        'Sertifika {{date}} tarihinde sona erdi; belgeler imzalanamaz. Yeni mali mührünüzü yükleyin.',
    },
    upload: {
      title: 'Yeni sertifika yükle',
      file: 'PKCS#12 dosyası (.p12/.pfx)',
      filePlaceholder: 'Dosya seçin',
      password: 'Dosya parolası',
      submit: 'Yükle',
      fileRequired: 'Bir PKCS#12 dosyası seçin.',
      failed: 'Sertifika yüklenemedi',
      done: 'Sertifika yüklendi; belgeler bundan sonra bu sertifikayla imzalanacak.',
    },
  },
} as const;
