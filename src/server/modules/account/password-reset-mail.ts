import { bilingualMail } from '../../lib/bilingual-mail';
import type { TMail } from '../../lib/mailer';
import type { TUserRow } from '../users/users.public';

/** Turkish first, English below (spec §1: Turkish is the default language). */
export function resetPasswordMail(
  user: Pick<TUserRow, 'email' | 'firstName'>,
  link: string,
  minutes: number,
): TMail {
  const tr = [
    `Merhaba ${user.firstName},`,
    'posbelge hesabınız için şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için bağlantıyı açın:',
    link,
    `Bağlantı ${minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir. İsteği siz yapmadıysanız bu e-postayı dikkate almayın.`,
  ];
  const en = [
    `Hello ${user.firstName},`,
    'We received a request to reset the password of your posbelge account. Open the link to choose a new password:',
    link,
    `The link is valid for ${minutes} minutes and works once. If you did not ask for this, ignore this e-mail.`,
  ];
  return bilingualMail({
    to: user.email,
    subject: 'posbelge: Şifre sıfırlama / Password reset',
    link,
    tr,
    en,
  });
}
