import type { TMail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A mail in Turkish first and English below (spec §1: Turkish is the default language), as text
 * and as HTML; the line equal to `link` becomes a link.
 */
export function bilingualMail(input: {
  to: string;
  subject: string;
  link: string;
  tr: string[];
  en: string[];
}): TMail {
  const paragraphs = (lines: string[]) =>
    lines
      .map((line) =>
        line === input.link
          ? `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('');
  return {
    to: input.to,
    subject: input.subject,
    text: [...input.tr, '', '—', '', ...input.en].join('\n\n'),
    html: `<div lang="tr">${paragraphs(input.tr)}</div><hr><div lang="en">${paragraphs(input.en)}</div>`,
  };
}
