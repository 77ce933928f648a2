// Field messages of the shared schemas and the server's field checks; zod carries the key
// (`errors.fields.required`), the server's VALIDATION_FAILED details add the Turkish text.
export const trFieldErrors = {
  required: 'Bu alan zorunludur.',
  max100: 'En fazla 100 karakter.',
  max200: 'En fazla 200 karakter.',
  max500: 'En fazla 500 karakter.',
  email: 'Geçerli bir e-posta adresi girin.',
  emailRequired: 'Bir e-posta adresi gerekli.',
  emailTaken: 'Bu e-posta adresiyle kayıtlı bir kullanıcı var.',
  phone: 'Telefon ülke koduyla 10-15 rakam olmalıdır (ör. 905321234567).',
  otpCode: 'Kod 6 haneli olmalıdır.',
  passwordWeak:
    'Şifre en az 8 karakter olmalı; büyük ve küçük harf, rakam ve özel karakter içermelidir.',
  passwordsMismatch: 'Şifreler eşleşmiyor.',
  taxNo: 'Geçerli bir VKN (10 hane) veya TCKN (11 hane) girin.',
  countryCode: 'İki harfli ülke kodu.',
  base64: 'Geçerli bir base64 metni değil.',
  filterInvalid: 'Geçersiz filtre.',
  unstorableText:
    'Metin saklanamayan bir karakter içeriyor (NUL ya da eşi olmayan bir UTF-16 vekil karakteri).',
  xmlFileRequired: 'Bir XML dosyası yükleyin.',
  gibRootElement: 'Kök öğe UserList olmalı, {{name}} bulundu. (karakter ~{{offset}})',
  gibMalformed: 'Bozuk XML: {{cause}} (karakter ~{{offset}})',
  gibTruncated: 'Dosya eksik bitti. (karakter ~{{offset}})',
  notImage: 'Dosya bir PNG, JPEG, GIF veya SVG resmi değil.',
  imageTooLarge: 'Resim en fazla 512 KB ve {{side}}×{{side}} piksel olabilir.',
  notXslt: 'Dosya bir XSLT stil sayfası değil.',
  xsltTooDeep: 'XSLT öğeleri çok derin iç içe: en fazla {{max}} düzey olabilir.',
  xsltExternal:
    'XSLT izin verilmeyen bir yapı kullanıyor: {{what}}. Dosya veya adres okuyan, betik çalıştıran ya da derlenirken kod üreten yapılar kullanılamaz.',
  xsltCompile: 'XSLT derlenemedi: {{detail}}',
  xsltCompileLimits: 'XSLT derlenirken süre veya bellek sınırını aştı.',
  xsltRender: 'XSLT örnek {{kind}} belgesinde hata verdi: {{detail}}',
  xsltNan: 'XSLT örnek {{kind}} belgesinde NaN üretiyor (format-number); version="2.0" kullanın.',
  xsltLimits: 'XSLT örnek {{kind}} belgesinde bellek veya çıktı sınırını aştı.',
  xsltTimeout:
    'XSLT örnek belgeleri {{seconds}} saniyede gösteremedi; süre {{kind}} belgesinde doldu (ör. sonsuz döngü veya aşırı geri izleyen bir düzenli ifade).',
  xsltTooLarge: 'XSLT en fazla 512 KB olabilir.',
  unknownIntegrator: 'Entegratör bulunamadı.',
  flagName:
    'Harfle başlamalı; en çok 64 harf, rakam, nokta, alt çizgi veya tire içerebilir (ör. AddEmployee).',
  environmentScope:
    'Tüm ortamlar için * ya da küçük harfle başlayan bir ortam adı (ör. production).',
  settingDays: '0 ile 30 arasında tam gün sayısı girin.',
  settingLira: '0 ile 100.000.000 arasında tam TL tutarı girin.',
  pluginKey: 'Bilinen bir eklenti seçin.',
  pluginConfigurations: 'Eklenti ayarları en çok 8 KB büyüklüğünde bir JSON nesnesi olmalıdır.',
  jobTitle: 'Bir unvan seçin.',
  country: 'Bir ülke seçin.',
  website: 'Geçerli bir web adresi girin (ör. ornek.com.tr).',
  plan: 'Bir plan seçin.',
  // Spec §5 card form messages, as written (the spec gives them in English).
  cardNumber: 'valid credit card number',
  cardExpiry: 'valid date',
  cardCvv: 'Please type a valid CVV number',
} as const;
