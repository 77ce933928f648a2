const PREFIXES = [
  'Anadolu',
  'Marmara',
  'Ege',
  'Akdeniz',
  'Karadeniz',
  'Toros',
  'Başkent',
  'Boğaziçi',
  'Çukurova',
  'Kapadokya',
  'Trakya',
  'Uludağ',
  'Erciyes',
  'Altın',
  'Mavi',
  'Yeşil',
  'Birlik',
  'Güven',
  'Umut',
  'Yıldız',
  'Öztürk',
  'Aydın',
  'Kaya',
  'Demir',
  'Çelik',
  'Koç',
  'Aksoy',
  'Polat',
  'Güneş',
  'Doğan',
] as const;

const SECTORS = [
  'Gıda',
  'İnşaat',
  'Tekstil',
  'Lojistik',
  'Otomotiv',
  'Elektrik',
  'Mobilya',
  'Turizm',
  'Kimya',
  'Ambalaj',
  'Makine',
  'Tarım Ürünleri',
  'Bilişim',
  'Enerji',
  'Medikal',
  'Matbaacılık',
  'Temizlik',
] as const;

const LEGAL_FORMS = [
  'San. ve Tic. Ltd. Şti.',
  'Ltd. Şti.',
  'A.Ş.',
  'Tic. A.Ş.',
  'San. Tic. A.Ş.',
] as const;

/** Every distinct buyer name the pools can make, in a fixed order (seeded picks index into it). */
export function companyName(index: number): string {
  const prefix = PREFIXES[index % PREFIXES.length] ?? PREFIXES[0];
  const sector = SECTORS[Math.floor(index / PREFIXES.length) % SECTORS.length] ?? SECTORS[0];
  const form =
    LEGAL_FORMS[Math.floor(index / (PREFIXES.length * SECTORS.length)) % LEGAL_FORMS.length] ??
    LEGAL_FORMS[0];
  return `${prefix} ${sector} ${form}`;
}

export const COMPANY_NAME_COUNT = PREFIXES.length * SECTORS.length * LEGAL_FORMS.length;
