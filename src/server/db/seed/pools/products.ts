export type TSector = 'market' | 'cafe' | 'yapi' | 'musavir';

/** UN/ECE Rec. 20 unit codes used by UBL-TR. */
export type TUnitCode = 'C62' | 'KGM' | 'LTR' | 'MTR' | 'MTK' | 'TNE' | 'HUR';

export type TProduct = {
  name: string;
  unit: TUnitCode;
  /** Unit price in kuruş, VAT excluded. */
  price: number;
  vatRate: 0 | 1 | 10 | 20;
};

type TRow = readonly [string, TUnitCode, number, 0 | 1 | 10 | 20];

const rows = (list: readonly TRow[]): readonly TProduct[] =>
  list.map(([name, unit, price, vatRate]) => ({ name, unit, price, vatRate }));

export const PRODUCTS: Record<TSector, readonly TProduct[]> = {
  market: rows([
    ['Ekmek 250 g', 'C62', 1500, 1],
    ['Günlük Süt 1 L', 'C62', 4550, 1],
    ["Yumurta 15'li", 'C62', 11000, 1],
    ['Beyaz Peynir 500 g', 'C62', 21000, 1],
    ['Domates', 'KGM', 3990, 1],
    ['Salatalık', 'KGM', 3490, 1],
    ['Amasya Elması', 'KGM', 4490, 1],
    ['Muz', 'KGM', 7990, 1],
    ['Baldo Pirinç 1 kg', 'C62', 8990, 1],
    ['Makarna 500 g', 'C62', 2490, 1],
    ['Un 5 kg', 'C62', 15900, 1],
    ['Ayçiçek Yağı 5 L', 'C62', 38900, 1],
    ['Toz Şeker 1 kg', 'C62', 5490, 1],
    ['Siyah Çay 1 kg', 'C62', 28900, 1],
    ['Türk Kahvesi 100 g', 'C62', 6490, 1],
    ['Siyah Zeytin 1 kg', 'C62', 24900, 1],
    ['Tavuk Göğüs', 'KGM', 22900, 1],
    ['Dana Kıyma', 'KGM', 74900, 1],
    ['İçme Suyu 5 L', 'C62', 2990, 1],
    ['Sütlü Çikolata 80 g', 'C62', 3990, 10],
    ['Bisküvi 150 g', 'C62', 2490, 10],
    ['Kola 1 L', 'C62', 4990, 20],
    ['Çamaşır Deterjanı 4 kg', 'C62', 37900, 20],
    ['Bulaşık Deterjanı 1 L', 'C62', 8990, 20],
    ["Tuvalet Kağıdı 32'li", 'C62', 32900, 20],
    ['Şampuan 500 ml', 'C62', 11990, 20],
    ['Diş Macunu 75 ml', 'C62', 7990, 20],
  ]),
  cafe: rows([
    ['Çay', 'C62', 2500, 10],
    ['Türk Kahvesi', 'C62', 9000, 10],
    ['Filtre Kahve', 'C62', 11000, 10],
    ['Latte', 'C62', 14000, 10],
    ['Cappuccino', 'C62', 13500, 10],
    ['Americano', 'C62', 12000, 10],
    ['Ev Yapımı Limonata', 'C62', 11000, 10],
    ['Taze Portakal Suyu', 'C62', 12000, 10],
    ['Maden Suyu', 'C62', 4000, 10],
    ['Serpme Kahvaltı (2 kişilik)', 'C62', 95000, 10],
    ['Menemen', 'C62', 22000, 10],
    ['Kaşarlı Tost', 'C62', 18000, 10],
    ['Simit', 'C62', 2500, 10],
    ['San Sebastian Cheesecake', 'C62', 24000, 10],
    ['Tiramisu', 'C62', 22000, 10],
    ['Tavuklu Sandviç', 'C62', 24000, 10],
    ['Penne Arrabbiata', 'C62', 32000, 10],
    ['Sezar Salata', 'C62', 34000, 10],
    ['Hamburger Menü', 'C62', 42000, 10],
    ['Bira 33 cl', 'C62', 16000, 20],
    ['Kadeh Şarap', 'C62', 28000, 20],
  ]),
  yapi: rows([
    ['Portland Çimento 50 kg', 'C62', 29000, 20],
    ['Yatay Delikli Tuğla', 'C62', 950, 20],
    ['İnşaat Demiri Ø12', 'KGM', 2850, 20],
    ['Saten Alçı 25 kg', 'C62', 26000, 20],
    ['Porselen Karo 60x60', 'MTK', 42000, 20],
    ['İç Cephe Boyası 15 L', 'C62', 215000, 20],
    ['Laminat Parke 8 mm', 'MTK', 38000, 20],
    ['PVC Atık Su Borusu Ø100', 'MTR', 9500, 20],
    ['NYA Kablo 3x2,5', 'MTR', 4800, 20],
    ['Sunta Vidası (Kutu)', 'C62', 15000, 20],
    ['Darbeli Matkap', 'C62', 289000, 20],
    ['Yıkanmış Kum', 'TNE', 95000, 20],
    ['XPS Yalıtım Levhası 5 cm', 'MTK', 16500, 20],
    ['Şeffaf Silikon', 'C62', 8900, 20],
    ['Lavabo Bataryası', 'C62', 145000, 20],
    ['Asma Klozet Seti', 'C62', 390000, 20],
    ['Kapı Kolu Takımı', 'C62', 32000, 20],
  ]),
  musavir: rows([
    ['Aylık Mali Müşavirlik Hizmeti', 'C62', 1250000, 20],
    ['Beyanname Düzenleme', 'C62', 350000, 20],
    ['Bordro Hizmeti (kişi başı)', 'C62', 45000, 20],
    ['Şirket Kuruluş Danışmanlığı', 'C62', 2500000, 20],
    ['Vergi Danışmanlığı', 'HUR', 250000, 20],
    ['Tam Tasdik Raporu', 'C62', 1800000, 20],
  ]),
};
