// İzibiz's answers (its API documentation's error codes) and the connection check of a store's
// integrator settings, in words for people. The codes' own wording stays in the exchange log.
export const trIntegrators = {
  integrators: {
    izibiz: {
      errors: {
        unexpected: 'İzibiz beklenmedik bir hata bildirdi; daha sonra yeniden denenecek.',
        systemError: 'İzibiz sisteminde beklenmedik bir hata oluştu; daha sonra yeniden denenecek.',
        sessionNotCreated: 'İzibiz oturum açmadı: kullanıcı adı veya şifre hatalı.',
        documentRejected: 'İzibiz belgeyi kontrolden geçirmedi (şema veya şematron).',
        sessionInvalid: 'İzibiz oturumu geçersiz; yeni oturum açılıyor.',
        productNotActive: 'Bu ürün İzibiz hesabınızda etkin değil; İzibiz ile görüşün.',
        noPermission: 'İzibiz kullanıcısının bu işlem için yetkisi yok.',
        zipRequired: 'İzibiz belgeyi ZIP olarak bekliyordu.',
        notFound: 'İzibiz bu kayıtta bir belge bulamadı.',
        duplicate: 'Bu belge İzibiz’e daha önce gönderilmiş (aynı ETTN).',
        requestTooLarge: 'İstek İzibiz’in sınırını aşıyor (5 MB veya 100 belge).',
        repeated: 'İşlem İzibiz’de zaten yapılmış.',
        userNotActive: 'İzibiz kullanıcısı etkin değil.',
        invalidRequest: 'İzibiz isteği geçersiz saydı.',
        invalidSignature: 'İzibiz belgenin imzasını geçersiz buldu.',
        serviceNotSupported: 'İzibiz bu servisi desteklemiyor.',
        customerNotActive: 'İzibiz müşteri hesabı etkin değil.',
        duplicateNumber: 'Bu belge numarası İzibiz’de başka bir belgede kullanılmış.',
        unauthorizedAccess: 'İzibiz yetkisiz erişim tespit etti.',
        noCredentials: 'Mağazanın İzibiz kullanıcı adı ve şifresi girilmemiş.',
        noReceiverAlias: 'Alıcının e-Fatura posta kutusu etiketi İzibiz’de bulunamadı.',
        notSupported: 'Bu belge türü İzibiz eklentisiyle gönderilemez.',
      },
      reasonWithCode: '{{text}} (İzibiz {{code}}: {{detail}})',
    },
    check: {
      works: 'Bağlantı çalışıyor: {{name}}',
      unreachable: 'Entegratöre ulaşılamadı: {{cause}}',
    },
  },
} as const;
