import { bilingualMail } from '../../lib/bilingual-mail';
import type { TMail } from '../../lib/mailer';

type TRegistrant = { email: string; firstName: string; propertyName: string };

/** Turkish first, English below (spec §1); the link carries the registration and its code. */
export function confirmationMail(who: TRegistrant, link: string, hours: number): TMail {
  const tr = [
    `Merhaba ${who.firstName},`,
    `${who.propertyName} için posbelge kaydınızı aldık. Hesabınızı oluşturmak için e-posta adresinizi bu bağlantıyla onaylayın:`,
    link,
    `Bağlantı ${hours} saat geçerlidir ve yalnızca bir kez kullanılabilir. Kaydı siz yapmadıysanız bu e-postayı dikkate almayın; hesap oluşturulmaz.`,
  ];
  const en = [
    `Hello ${who.firstName},`,
    `We received your posbelge sign-up for ${who.propertyName}. Confirm your e-mail address with this link to create your account:`,
    link,
    `The link is valid for ${hours} hours and works once. If you did not sign up, ignore this e-mail; no account is created.`,
  ];
  return bilingualMail({
    to: who.email,
    subject: 'posbelge: Kaydınızı onaylayın / Confirm your sign-up',
    link,
    tr,
    en,
  });
}

/**
 * The same request for an address that already has an account: the answer on screen is the same
 * (nothing tells a stranger the address is known), the owner of the address learns it here.
 */
export function existingAccountMail(who: TRegistrant, signInLink: string): TMail {
  const tr = [
    `Merhaba,`,
    `Bu e-posta adresiyle ${who.propertyName} için yeni bir posbelge kaydı istendi, ancak bu adresle zaten bir hesabınız var. Yeni hesap oluşturulmadı.`,
    'Giriş yapmak için bağlantıyı açın; şifrenizi hatırlamıyorsanız giriş ekranındaki "Şifremi unuttum" bağlantısını kullanın:',
    signInLink,
    'İsteği siz yapmadıysanız bu e-postayı dikkate almayın.',
  ];
  const en = [
    `Hello,`,
    `A new posbelge sign-up for ${who.propertyName} was requested with this e-mail address, but you already have an account with it. No new account was created.`,
    'Open the link to sign in; if you do not remember your password, use "Forgot password" on the sign-in page:',
    signInLink,
    'If you did not ask for this, ignore this e-mail.',
  ];
  return bilingualMail({
    to: who.email,
    subject: 'posbelge: Zaten bir hesabınız var / You already have an account',
    link: signInLink,
    tr,
    en,
  });
}
