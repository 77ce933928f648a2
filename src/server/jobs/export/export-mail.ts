import { en } from '../../../shared/i18n/en';
import { tr } from '../../../shared/i18n/tr';
import type { TTranslations } from '../../../shared/i18n/types';
import { interpolate } from '../../../shared/error-text';
import { bilingualMail } from '../../lib/bilingual-mail';
import type { TMail } from '../../lib/mailer';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The export mail, Turkish first and English below, with the .xlsx attached from disk. */
export function exportMail(input: {
  to: string;
  rowCount: number;
  file: string;
  fileName: string;
  link: string;
}): TMail {
  const lines = (m: TTranslations['documentExport']['mail']) => [
    m.greeting,
    interpolate(m.body, { count: input.rowCount }),
    m.link,
    input.link,
  ];
  return {
    ...bilingualMail({
      to: input.to,
      subject: `${tr.documentExport.mail.subject} / ${en.documentExport.mail.subject.replace(/^posbelge: /, '')}`,
      link: input.link,
      tr: lines(tr.documentExport.mail),
      en: lines(en.documentExport.mail),
    }),
    attachments: [{ filename: input.fileName, path: input.file, contentType: XLSX_TYPE }],
  };
}
