import { bilingualMail } from '../../lib/bilingual-mail';
import type { TMail } from '../../lib/mailer';

export type TInvitee = { email: string; firstName: string };

/** Turkish first, English below (spec §1); `place` names the business or "posbelge" for admins. */
export function invitationMail(user: TInvitee, place: string, link: string, days: number): TMail {
  const tr = [
    `Merhaba ${user.firstName},`,
    `${place} için posbelge hesabınız oluşturuldu. Şifrenizi belirlemek için bağlantıyı açın:`,
    link,
    `Bağlantı ${days} gün geçerlidir ve yalnızca bir kez kullanılabilir. Giriş adınız: ${user.email}`,
  ];
  const en = [
    `Hello ${user.firstName},`,
    `A posbelge account has been created for you at ${place}. Open the link to choose your password:`,
    link,
    `The link is valid for ${days} days and works once. Your sign-in name: ${user.email}`,
  ];
  return bilingualMail({
    to: user.email,
    subject: 'posbelge: Hesabınız oluşturuldu / Your account has been created',
    link,
    tr,
    en,
  });
}
