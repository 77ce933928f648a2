export const NEIGHBOURHOODS = [
  'Cumhuriyet Mah.',
  'Atatürk Mah.',
  'Fatih Mah.',
  'İstiklal Mah.',
  'Bahçelievler Mah.',
  'Gazi Mah.',
  'Hürriyet Mah.',
  'Mimar Sinan Mah.',
  'Barbaros Mah.',
  'Kazım Karabekir Mah.',
  'Zafer Mah.',
  'Çarşı Mah.',
  'İnönü Mah.',
  'Esentepe Mah.',
  'Merkez Mah.',
  'Güzelyalı Mah.',
  'Kültür Mah.',
  'Mevlana Mah.',
  'Yeni Mah.',
  'Fevzi Çakmak Mah.',
] as const;

export const STREETS = [
  'Atatürk Cd.',
  'Cumhuriyet Cd.',
  'İstiklal Cd.',
  'Gazi Mustafa Kemal Blv.',
  'İnönü Cd.',
  'Fevzi Çakmak Cd.',
  'Barbaros Blv.',
  'Adnan Menderes Cd.',
  'Ankara Cd.',
  'İzmir Cd.',
  'Okul Sk.',
  'Lale Sk.',
  'Gül Sk.',
  'Çınar Sk.',
  'Papatya Sk.',
  'Menekşe Sk.',
  'Selvi Sk.',
  'Manolya Sk.',
  'Kaya Sk.',
  'Sahil Yolu Cd.',
  'Hastane Cd.',
  'Çarşı Sk.',
] as const;

export const BUILDING_NAMES = [
  'Yıldız Apt.',
  'Akasya İş Merkezi',
  'Park Plaza',
  'Deniz Apt.',
  'Güneş İş Hanı',
  'Lale Sitesi',
  'Merkez Çarşısı',
  'Kristal Plaza',
  'Ulus İş Merkezi',
  'Çamlık Konutları',
] as const;

/** Buyers of export invoices with the place the goods go to (district, city, country). */
export const FOREIGN_BUYERS: readonly {
  name: string;
  district: string;
  city: string;
  country: string;
}[] = [
  { name: 'Müller Handels GmbH', district: 'Altona', city: 'Hamburg', country: 'Almanya' },
  { name: 'Van Dijk Trading B.V.', district: 'Delfshaven', city: 'Rotterdam', country: 'Hollanda' },
  {
    name: 'Whitfield & Sons Ltd.',
    district: 'Salford',
    city: 'Manchester',
    country: 'Birleşik Krallık',
  },
  { name: 'Al Noor Trading W.L.L.', district: 'Al Sadd', city: 'Doha', country: 'Katar' },
  {
    name: 'Al Safa General Trading LLC',
    district: 'Al Olaya',
    city: 'Riyad',
    country: 'Suudi Arabistan',
  },
  { name: 'Dubois Distribution SARL', district: 'Vaise', city: 'Lyon', country: 'Fransa' },
  { name: 'Rossi Forniture S.r.l.', district: 'Lingotto', city: 'Torino', country: 'İtalya' },
  { name: 'Baltic Import OÜ', district: 'Kesklinn', city: 'Tallinn', country: 'Estonya' },
  { name: 'Keller Baustoffe AG', district: 'Oerlikon', city: 'Zürich', country: 'İsviçre' },
  {
    name: 'Atlantic Supply Inc.',
    district: 'Red Hook',
    city: 'New York',
    country: 'Amerika Birleşik Devletleri',
  },
];
