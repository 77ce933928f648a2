import type { TErrorTexts } from './error-codes';

const STAY_DEACTIVATE = 'Bunun yerine işletmeyi pasif hale getirin.';
const STORE_DEACTIVATE = 'Bunun yerine şubeyi pasif hale getirin.';

// The errors of the areas' own requests (conflicts, refusals, certificates, files, the POS API and
// OData): only signed-in screens get them, so they load with the signed-in frame
// (web/app/i18n-areas.ts), not up-front. The server answers with these texts; keep them exact.
const codes = {
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
    file: 'Dosya bulunamadı: {{path}}',
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
    registrationLinkUsed: 'Bu kayıt onay bağlantısı zaten kullanıldı; giriş yapabilirsiniz.',
    emailRegistered:
      'Bu e-posta adresiyle zaten bir hesap var; giriş yapın veya şifrenizi sıfırlayın.',
    planActive: 'İşletmenizin etkin bir planı zaten var.',
    paymentInProgress: 'Bu işletme için başka bir ödeme sürüyor; biraz sonra yeniden deneyin.',
    featureFlagTaken: 'Bu ad, ortam ve işletme için bir özellik bayrağı zaten var.',
    integratorNameTaken: 'Bu adda bir entegratör ürünü zaten var.',
    integratorInUse:
      'Bu entegratör ürünü şubelerin ayarlarında kullanılıyor; silinemez. Bunun yerine pasif hale getirin.',
    defaultIntegratorRequired:
      'Varsayılan entegratör pasif yapılamaz, silinemez ve varsayılanlıktan çıkarılamaz; önce başka bir ürünü varsayılan yapın.',
  },
  BRAND_TAKEN: 'Bu marka zaten kayıtlı.',
  SERIAL_NUMBER_TAKEN: 'Bu seri numarası bu işletmede zaten kayıtlı.',
  REPORT_CODE_TAKEN: 'Bu kodla bir rapor zaten var.',
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
    simulatorServiceNotSet:
      'Bu simülatör ürünü ayrı bir servis olarak çalışır ve adresi (SIMULATOR_URL) bu sunucuda tanımlı değil.',
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
    schematronFailed: 'GİB şematron kuralına uymuyor: {{cause}}',
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
} as const satisfies Partial<TErrorTexts>;

export const trAreaErrorCodes = { errors: { codes } } as const;
