import type { TMail } from '../../lib/mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const paragraphs = (lines: string[]) =>
    lines
      .map((line) =>
        line === link
          ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('');
  return {
    to: user.email,
    subject: 'posbelge: Hesabınız oluşturuldu / Your account has been created',
    text: [...tr, '', '—', '', ...en].join('\n\n'),
    html: `<div lang="tr">${paragraphs(tr)}</div><hr><div lang="en">${paragraphs(en)}</div>`,
  };
}
