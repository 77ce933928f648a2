export const trAuth = {
  auth: {
    brand: {
      tagline: 'POS cihazlarınızdan düzenlenen e-belgeler için arka ofis',
      description:
        'E-Fatura, E-Arşiv, E-İrsaliye ve diğer e-belgelerinizi tek yerden izleyin ve yönetin.',
      featureDocuments: 'Belge listesi, filtreler ve dışa aktarma',
      featureStatuses: 'Entegratör ve GİB durumlarının takibi',
      featureOrganisation: 'İşletme, şube, cihaz ve kullanıcı yönetimi',
    },
    signIn: {
      title: 'Giriş Yap',
      subtitle: 'Devam etmek için hesap bilgilerinizi girin.',
      email: 'E-posta',
      emailPlaceholder: 'ornek@firma.com.tr',
      password: 'Şifre',
      otpCode: 'Tek kullanımlık kod',
      otpCodeDescription: 'İki adımlı doğrulama açıksa uygulamanızdaki 6 haneli kodu girin.',
      submit: 'Giriş Yap',
      forgotPassword: 'Şifremi unuttum',
      failed: 'Giriş yapılamadı',
      noAccount: 'Hesabınız yok mu?',
      register: 'Kayıt olun',
    },
    forgotPassword: {
      title: 'Şifremi Unuttum',
      subtitle:
        'Hesabınıza kayıtlı e-posta adresini girin, size şifre sıfırlama bağlantısı gönderelim.',
      submit: 'Sıfırlama bağlantısı gönder',
      successTitle: 'E-posta gönderildi',
      successMessage:
        'Bu adrese kayıtlı bir hesap varsa şifre sıfırlama bağlantısı birkaç dakika içinde ulaşacaktır.',
      failed: 'İstek gönderilemedi',
    },
    resetPassword: {
      title: 'Şifre Sıfırlama',
      subtitle: 'Hesabınız için yeni bir şifre belirleyin.',
      newPassword: 'Yeni şifre',
      confirmPassword: 'Yeni şifre (tekrar)',
      submit: 'Şifreyi güncelle',
      invalidLinkTitle: 'Bağlantı geçersiz',
      invalidLinkMessage:
        'Şifre sıfırlama bağlantısı eksik ya da hatalı. Lütfen yeni bir bağlantı isteyin.',
      requestNewLink: 'Yeni bağlantı iste',
      successTitle: 'Şifreniz güncellendi',
      successMessage: 'Yeni şifrenizle giriş yapabilirsiniz.',
      failed: 'Şifre güncellenemedi',
    },
    notAllowed: {
      title: 'Erişim yetkiniz yok',
      subtitle: 'Hesabınızın bu uygulamanın yönetim ekranlarını görüntüleme yetkisi bulunmuyor.',
    },
    passwordStrength: {
      label: 'Şifre gücü',
      weak: 'Zayıf',
      strong: 'Güçlü',
      minLength: 'En az 8 karakter',
      upperLower: 'Büyük ve küçük harf',
      special: 'Özel karakter',
      digit: 'Rakam',
    },
  },
} as const;
