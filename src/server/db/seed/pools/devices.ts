export type THardwareBrand = {
  name: string;
  description: string;
  /** Two letters that start the brand's serial numbers. */
  serialPrefix: string;
  models: readonly string[];
};

export const HARDWARE_BRANDS: readonly THardwareBrand[] = [
  {
    name: 'Ingenico',
    description: 'Ingenico yeni nesil ÖKC',
    serialPrefix: 'JI',
    models: ['Move/5000F', 'iWE280', 'Desk/5000'],
  },
  {
    name: 'Verifone',
    description: 'Verifone yeni nesil ÖKC',
    serialPrefix: 'VF',
    models: ['VX 675', 'V240m', 'VX 820'],
  },
  {
    name: 'PAX',
    description: 'PAX Android ÖKC',
    serialPrefix: 'PX',
    models: ['A910S', 'S900', 'A920 Pro'],
  },
  {
    name: 'Hugin',
    description: 'Hugin yazarkasa POS',
    serialPrefix: 'FT',
    models: ['FT 3000', 'Tiger T300', 'N910'],
  },
  {
    name: 'Profilo',
    description: 'Profilo yazarkasa POS',
    serialPrefix: 'PF',
    models: ['PF-1000', 'PF-3000'],
  },
  {
    name: 'Beko',
    description: 'Beko yazarkasa POS',
    serialPrefix: 'BK',
    models: ['300TR', '400TR', 'X30TR'],
  },
  {
    name: 'Token',
    description: 'Token Android ÖKC',
    serialPrefix: 'TK',
    models: ['T300', 'Vega', 'Trust T600'],
  },
];

export const SOFTWARE_BRANDS: readonly { name: string; description: string }[] = [
  { name: 'PosBelge Kasa', description: 'PosBelge ile gelen kasa uygulaması' },
  { name: 'Akınsoft WOLVOX POS', description: 'Perakende satış yazılımı' },
  { name: 'Nebim V3 POS', description: 'Mağazacılık satış yazılımı' },
  { name: 'Logo Perakende', description: 'Perakende satış yazılımı' },
  { name: 'Mikro Perakende', description: 'Perakende satış yazılımı' },
  { name: 'SambaPOS', description: 'Restoran ve kafe adisyon yazılımı' },
];

export const DEVICE_DESCRIPTIONS = [
  'Kasa 1',
  'Kasa 2',
  'Kasa 3',
  'Kasa 4',
  'Bar',
  'Teras',
  'Paket Servis',
  'Depo',
] as const;

export const DEVICE_KINDS = ['YN ÖKC', 'EFT-POS', 'Android POS'] as const;
export const CLIENT_TYPES = ['pos', 'tablet', 'desktop'] as const;
export const CERTIFICATION_TYPES = ['GMP3', 'GMP3-Android'] as const;
