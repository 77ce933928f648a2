import type { TErrorCode, TErrorReason } from '../../errors';

/** One text per error code, or one per reason where a code has reasons (shared/errors.ts). */
export type TErrorTexts = {
  readonly [C in TErrorCode]: [TErrorReason<C>] extends [never]
    ? string
    : { readonly [R in TErrorReason<C>]: string };
};

// The server answers with these texts (Turkish is the default language); keep them exact.
// These are the errors any screen can get, the signed-out ones included (the session, the request,
// limits): they are in the first load. The areas' own errors are in area-error-codes.ts; tr.ts
// checks that the two together give every code its text.
export const trErrorCodes = {
  VALIDATION_FAILED: 'Geçersiz istek.',
  BAD_REQUEST: {
    request: 'Geçersiz istek.',
    multipart: 'Çok parçalı form verisi (multipart/form-data) bozuk veya eksik.',
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
  PAYLOAD_TOO_LARGE: {
    body: 'İstek gövdesi 1.048.576 baytı aşamaz.',
    certificate: 'PKCS#12 dosyası çok büyük.',
    upload: 'Yüklenen dosya ya da form alanları izin verilen sınırı aşıyor.',
  },
  UNSUPPORTED_MEDIA_TYPE: 'Desteklenmeyen içerik türü.',
  REQUEST_TIMEOUT: 'İstek zamanında tamamlanmadı.',
  EXPECTATION_FAILED: 'Expect başlığı desteklenmiyor; yalnız 100-continue kabul edilir.',
  REQUEST_HEADERS_TOO_LARGE: 'İstek başlıkları izin verilen boyutu aşıyor.',
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
  REGISTRATION_LINK_EXPIRED: 'Kayıt onay bağlantısının süresi doldu; yeniden kayıt olun.',
  // Spec §8, as written.
  PAYMENT_DECLINED: 'Payment not received',
  PAYMENT_PROVIDER_TIMEOUT:
    'Ödeme kuruluşu zamanında yanıt vermedi; planınız etkinleştirilmedi. Aynı ödemeyi yeniden deneyebilirsiniz.',
  SERVICE_UNAVAILABLE: {
    filesNotReady: 'Belgenin dosyaları henüz hazır değil, lütfen biraz sonra tekrar deneyin.',
    integratorUnreachable: 'Entegratöre ulaşılamadı: {{cause}}',
    mailFailed: 'E-posta gönderilemedi; e-posta sunucusu ayarlarını (SMTP_URL) kontrol edin.',
    webNotBuilt: 'Web uygulaması derlenmemiş: `npm run build` çalıştırın.',
  },
} as const satisfies Partial<TErrorTexts>;
