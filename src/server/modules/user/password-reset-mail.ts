import type { TMail } from '../../lib/mailer';
import type { TUserRow } from './user.repository';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
    subject: 'posbelge: Şifre sıfırlama / Password reset',
    text: [...tr, '', '—', '', ...en].join('\n\n'),
    html: `<div lang="tr">${paragraphs(tr)}</div><hr><div lang="en">${paragraphs(en)}</div>`,
  };
}
