import type { TErrorCode, TErrorReason } from '../../errors';

/** One text per error code, or one per reason where a code has reasons (shared/errors.ts). */
export type TErrorTexts = {
  readonly [C in TErrorCode]: [TErrorReason<C>] extends [never]
    ? string
    : { readonly [R in TErrorReason<C>]: string };
};

const STAY_DEACTIVATE = 'Bunun yerine işletmeyi pasif hale getirin.';
const STORE_DEACTIVATE = 'Bunun yerine şubeyi pasif hale getirin.';

// The server answers with these texts (Turkish is the default language); keep them exact.
export const trErrorCodes = {
  VALIDATION_FAILED: 'Geçersiz istek.',
  BAD_REQUEST: {
    request: 'Geçersiz istek.',
    resetLinkInvalid: 'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş.',
    registrationLinkInvalid: 'Kayıt onay bağlantısı geçersiz.',
  },
  UNAUTHORIZED: {
    missing: 'Oturum açmanız gerekiyor.',
    expired: 'Oturumunuzun süresi doldu.',
    invalid: 'Oturum bilgisi geçersiz.',
    revoked: 'Oturumunuz sonlandırıldı.',
    refreshMissing: 'Yenileme belirteci gerekli.',
    credentials: 'E-posta adresi veya şifre hatalı.',
    inactive: 'Hesabınız veya işletmeniz pasif durumda.',
  },
  OTP_REQUIRED: 'Tek kullanımlık kod gerekli.',
  OTP_INVALID: 'Tek kullanımlık kod geçersiz.',
  FORBIDDEN: {
    notAllowed: 'Bu işlem için yetkiniz yok.',
    selectTenant: 'Önce bir işletme seçin.',
    selectStore: 'Önce bir şube seçin.',
    crossSite: 'Bu istek başka bir siteden geldiği için reddedildi.',
    otherEmail: 'Dışa aktarma yalnız kendi e-posta adresinize gönderilebilir.',
  },
  NOT_FOUND: {
    route: 'Bulunamadı: {{method}} {{path}}',
    tenant: 'İşletme bulunamadı.',
    store: 'Şube bulunamadı.',
    device: 'Cihaz bulunamadı.',
    user: 'Kullanıcı bulunamadı.',
    brand: 'Marka bulunamadı.',
    document: 'Belge bulunamadı.',
    saleTransaction: 'Satış işlemi bulunamadı.',
    integratorProduct: 'Entegratör ürünü bulunamadı.',
    taxpayer: 'Bu vergi numarası GİB e-Fatura kayıtlı kullanıcı listesinde yok.',
    exportRequest: 'Dışa aktarma isteği bulunamadı.',
    reportGroup: 'Rapor grubu bulunamadı.',
    report: 'Rapor bulunamadı.',
    featureFlag: 'Özellik bayrağı bulunamadı.',
    odataEntity: 'Bilinmeyen OData varlığı "{{entity}}"; bilinenler: {{known}}.',
  },
  METHOD_NOT_ALLOWED: '{{method}} desteklenmiyor; izin verilenler: GET, POST, PUT, DELETE.',
  CONFLICT: {
    noOwner: 'İşletmenin hesap sahibi yok.',
    otpEnabled: 'Tek kullanımlık kod zaten etkin.',
    // domain.md: tax documents are kept for 10 years, so a tenant or store that issued one stays.
    tenantHasDocuments: `Bu işletmenin e-belgeleri var; vergi belgeleri 10 yıl saklanmak zorunda olduğundan işletme silinemez. ${STAY_DEACTIVATE}`,
    tenantInUse: `Bu işletmeye bağlı kayıtlar (cihaz, satış, seri vb.) olduğu için işletme silinemez. ${STAY_DEACTIVATE}`,
    storeHasDocuments: `Bu şubenin e-belgeleri veya satışları var; vergi belgeleri 10 yıl saklanmak zorunda olduğundan şube silinemez. ${STORE_DEACTIVATE}`,
    storeHasDevices: `Bu şubeye bağlı cihazlar olduğu için şube silinemez. ${STORE_DEACTIVATE}`,
    notSelf: 'Kendi hesabınızı pasif yapamaz veya yetkilerinizi kaldıramazsınız.',
    ownerStaysActive: 'İşletme sahibi pasif yapılamaz.',
    cancelPending: 'Bu belge için iptal talebi zaten alındı ve işleniyor.',
    importRunning: 'Başka bir GİB kullanıcı listesi içe aktarımı sürüyor.',
    featureFlagTaken: 'Bu ad, ortam ve işletme için bir özellik bayrağı zaten var.',
    integratorNameTaken: 'Bu adda bir entegratör ürünü zaten var.',
    integratorInUse:
      'Bu entegratör ürünü şubelerin ayarlarında kullanılıyor; silinemez. Bunun yerine pasif hale getirin.',
    defaultIntegratorRequired:
      'Varsayılan entegratör pasif yapılamaz, silinemez ve varsayılanlıktan çıkarılamaz; önce başka bir ürünü varsayılan yapın.',
    registrationLinkUsed: 'Bu kayıt onay bağlantısı zaten kullanıldı; giriş yapabilirsiniz.',
    emailRegistered:
      'Bu e-posta adresiyle zaten bir hesap var; giriş yapın veya şifrenizi sıfırlayın.',
    planActive: 'İşletmenizin etkin bir planı zaten var.',
    paymentInProgress: 'Bu işletme için başka bir ödeme sürüyor; biraz sonra yeniden deneyin.',
  },
  BRAND_TAKEN: 'Bu marka zaten kayıtlı.',
  SERIAL_NUMBER_TAKEN: 'Bu seri numarası bu işletmede zaten kayıtlı.',
  REPORT_CODE_TAKEN: 'Bu kodla bir rapor zaten var.',
  PAYLOAD_TOO_LARGE: {
    body: 'İstek gövdesi 1.048.576 baytı aşamaz.',
    certificate: 'PKCS#12 dosyası çok büyük.',
  },
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü.',
  // Spec §5 texts, exact (the web app shows the same words before asking the server).
  UNPROCESSABLE: {
    cancelOnlySentEArsiv: 'Sadece gönderilmiş olan ve e-arşiv işlemlerini iptal edebilirsiniz',
    viewRefused: 'Bu belge tipi için fatura görüntülenemez.',
    ublRefused: 'Bu işlem tipinde e-belge indirilemez.',
    xadesDocTypeRefused: 'Bu işlem tipinde xadesBes indirilemez.',
    xadesStatusRefused: 'Bu durumu için xadesBes indirilemez.',
    resendInformationSlip: 'Bilgi fişleri entegratöre gönderilmez.',
    resendCancelled: 'İptal edilmiş belge yeniden gönderilemez.',
    resendNotAllowed: 'Bu belge yeniden gönderilemez.',
    correctionAfterGib:
      'Belge GİB’e ulaştı: düzeltilemez, yalnız aynı haliyle yeniden gönderilebilir.',
    otpCodeWrong: 'Kod doğrulanamadı.',
    cancelWindowPassed:
      'e-Arşiv faturası düzenlendiği günden itibaren {{cancelWindowDays}} gün içinde iptal edilebilir; bu süre geçti.',
    notSimulator: 'Bu işlem yalnız yerleşik simülatör entegratörü için yapılabilir.',
    paymentKeyReused: 'Bu Idempotency-Key başka bir ödeme için kullanıldı.',
  },
  CERTIFICATE_INVALID: {
    malformed: 'Dosya bir PKCS#12 (.p12/.pfx) dosyası değil.',
    'no-key': 'PKCS#12 dosyasında özel anahtar yok.',
    'no-certificate': 'PKCS#12 dosyasında anahtarla eşleşen sertifika yok.',
    'unsupported-key': 'Yalnız RSA anahtarları desteklenir.',
    'not-yet-valid': 'Sertifika henüz geçerli değil.',
  },
  CERTIFICATE_PASSWORD_WRONG: 'PKCS#12 parolası yanlış.',
  CERTIFICATE_EXPIRED: 'Sertifikanın süresi dolmuş.',
  CERTIFICATE_TOO_COSTLY:
    'PKCS#12 dosyasının açılması çok fazla işlem gerektiriyor (yineleme sayısı çok yüksek). Dosyayı daha düşük bir yineleme sayısıyla yeniden dışa aktarın.',
  DEVICE_UNAUTHORIZED: {
    credential: 'Cihaz kimlik bilgisi eksik ya da geçersiz.',
    deviceNotFound: 'Cihaz bulunamadı.',
  },
  IDEMPOTENCY_KEY_REQUIRED: 'Idempotency-Key başlığı gerekli (1–128 yazdırılabilir karakter).',
  SALE_TIME_OUT_OF_RANGE: {
    future: 'Satış zamanı gelecekte.',
    tooOld: 'Satış zamanı {{maxBackdateDays}} günden eski; belge geriye tarihli düzenlenemez.',
  },
  IDEMPOTENCY_KEY_REUSED: 'Bu Idempotency-Key başka bir satış için kullanıldı.',
  DOCUMENT_KIND_NOT_ALLOWED: 'İade faturası (invoiceType 2) ticari fatura (scenarioType 2) olamaz.',
  SERIES_NOT_FOUND: 'Mağazanın {{docType}} belge tipi için etkin bir seri yok.',
  SERIES_EXHAUSTED: '{{prefix}} serisi {{year}} yılı için tükendi.',
  DOCUMENT_FILES_UNAVAILABLE: {
    notRendered: 'Belge görüntülenemedi: stil dosyası uygulanamadı.',
    ublFailed: 'UBL oluşturulamadı: {{cause}}',
    signingFailed: 'İmzalanamadı: {{cause}}',
    xsdFailed: 'XSD doğrulaması başarısız: {{cause}}',
  },
  ODATA_INVALID: {
    syntax: 'OData {{option}} okunamadı: {{detail}}',
    field: 'OData {{option}}: bu alan kullanılamaz: {{field}}.',
    operator: 'OData {{option}}: desteklenmeyen işleç: {{detail}}.',
    notScope:
      'OData $filter: ardından and/or gelen not kısmını parantezleyin: (not (a eq 1)) and b eq 2.',
    function: 'OData {{option}}: desteklenmeyen işlev: {{detail}}.',
    literal: 'OData {{option}}: {{field}} alanına uymayan değer: {{detail}}.',
    select: 'OData $select: yalnız varlığın alanları: {{detail}}.',
    expand: 'OData $expand: yalnız {{known}}, içinde yalnız $select: {{detail}}.',
    orderby: 'OData $orderby: en çok {{max}} alan.',
    search: 'OData $search: tek sözcük veya tırnak içinde tek ifade.',
    top: 'OData $top en çok {{max}} olabilir.',
    tooComplex:
      'OData {{option}} çok karmaşık (en çok {{max}} karakter, {{maxDepth}} parantez düzeyi, {{maxTerms}} karşılaştırma).',
    tooCostly:
      'OData sorgusu çok uzun sürdü; daraltın (belgelerde invoiceDate aralığı) ya da daha az satır isteyin.',
  },
  REGISTRATION_LINK_EXPIRED: 'Kayıt onay bağlantısının süresi doldu; yeniden kayıt olun.',
  // Spec §8, as written.
  PAYMENT_DECLINED: 'Payment not received',
  RATE_LIMITED: {
    requests: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.',
    signIn: 'Çok fazla başarısız giriş denemesi. Lütfen bir dakika sonra tekrar deneyin.',
    otpAttempts: 'Çok fazla hatalı kod denemesi. Lütfen bir dakika sonra tekrar deneyin.',
    xsltUploads: 'Çok fazla yeni XSLT yüklendi; lütfen biraz sonra tekrar deneyin.',
    certificatesBusy: 'Şu anda başka sertifikalar işleniyor; biraz sonra yeniden deneyin.',
    reportsBusy: 'Şu anda başka raporlar hazırlanıyor; biraz sonra yeniden deneyin.',
    registration: 'Çok fazla kayıt isteği. Lütfen daha sonra tekrar deneyin.',
    payments: 'Çok fazla ödeme denemesi. Lütfen daha sonra tekrar deneyin.',
  },
  INTERNAL: 'Beklenmeyen bir hata oluştu.',
  PAYMENT_PROVIDER_TIMEOUT:
    'Ödeme kuruluşu zamanında yanıt vermedi; planınız etkinleştirilmedi. Aynı ödemeyi yeniden deneyebilirsiniz.',
  SERVICE_UNAVAILABLE: {
    filesNotReady: 'Belgenin dosyaları henüz hazır değil, lütfen biraz sonra tekrar deneyin.',
    integratorUnreachable: 'Entegratöre ulaşılamadı: {{cause}}',
    mailFailed: 'E-posta gönderilemedi; e-posta sunucusu ayarlarını (SMTP_URL) kontrol edin.',
  },
} as const satisfies TErrorTexts;
