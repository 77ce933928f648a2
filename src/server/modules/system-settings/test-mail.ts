import { bilingualMail } from '../../lib/bilingual-mail';
import type { TMail } from '../../lib/mailer';

/** The message Sistem Ayarları sends to check the mail settings (Turkish first, English below). */
export function testMail(to: string, publicUrl: string): TMail {
  return bilingualMail({
    to,
    subject: 'posbelge: Deneme e-postası / Test e-mail',
    link: publicUrl,
    tr: [
      'Bu bir deneme e-postasıdır: posbelge e-posta ayarları çalışıyor.',
      'Gönderen ve yanıt adresi Sistem Ayarları’ndaki değerlerdir.',
      publicUrl,
    ],
    en: [
      'This is a test e-mail: the posbelge mail settings work.',
      'The sender and reply-to address are those of the system settings.',
      publicUrl,
    ],
  });
}
