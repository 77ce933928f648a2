/** Turkish letters and their ASCII fold; the same table drives the SQL fold (server/db/sql-text.ts). */
export const TURKISH_FOLD_FROM = 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû';
export const TURKISH_FOLD_TO = 'cgiiosuaiucgiosuaiu';

const FOLD = new Map([...TURKISH_FOLD_FROM].map((ch, i) => [ch, TURKISH_FOLD_TO[i] ?? ch]));

/** Search key: Şişli, ŞİŞLİ and sisli all become "sisli" (domain.md, Turkish UX conventions). */
export function foldTurkish(text: string): string {
  let out = '';
  for (const ch of text) out += FOLD.get(ch) ?? ch;
  return out.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').trim();
}

/** Names compare with the Turkish collation (ç after c, ı before i, ş after s). */
export const turkishCollator = new Intl.Collator('tr', { sensitivity: 'base' });
