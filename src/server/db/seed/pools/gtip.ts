import type { TProduct } from './products';

// Customs tariff numbers (GTİP, 12 digits) of the goods the exporting sectors sell.
const GTIP_BY_NAME: ReadonlyMap<string, string> = new Map([
  ['Ekmek 250 g', '190590900000'],
  ['Günlük Süt 1 L', '040120110000'],
  ["Yumurta 15'li", '040721000000'],
  ['Beyaz Peynir 500 g', '040690990000'],
  ['Domates', '070200000000'],
  ['Salatalık', '070700050000'],
  ['Amasya Elması', '080810800000'],
  ['Muz', '080390100000'],
  ['Baldo Pirinç 1 kg', '100630980000'],
  ['Makarna 500 g', '190219900000'],
  ['Un 5 kg', '110100150000'],
  ['Ayçiçek Yağı 5 L', '151219910000'],
  ['Toz Şeker 1 kg', '170199100000'],
  ['Siyah Çay 1 kg', '090240000000'],
  ['Türk Kahvesi 100 g', '090121000000'],
  ['Siyah Zeytin 1 kg', '200570000000'],
  ['Tavuk Göğüs', '020713100000'],
  ['Dana Kıyma', '020130000000'],
  ['İçme Suyu 5 L', '220110900000'],
  ['Sütlü Çikolata 80 g', '180632100000'],
  ['Bisküvi 150 g', '190531000000'],
  ['Kola 1 L', '220210000000'],
  ['Çamaşır Deterjanı 4 kg', '340220900000'],
  ['Bulaşık Deterjanı 1 L', '340220200000'],
  ["Tuvalet Kağıdı 32'li", '481810100000'],
  ['Şampuan 500 ml', '330510000000'],
  ['Diş Macunu 75 ml', '330610000000'],
  ['Portland Çimento 50 kg', '252329000000'],
  ['Yatay Delikli Tuğla', '690410000000'],
  ['İnşaat Demiri Ø12', '721420000000'],
  ['Saten Alçı 25 kg', '252020000000'],
  ['Porselen Karo 60x60', '690721000000'],
  ['İç Cephe Boyası 15 L', '320990000000'],
  ['Laminat Parke 8 mm', '441192000000'],
  ['PVC Atık Su Borusu Ø100', '391723900000'],
  ['NYA Kablo 3x2,5', '854449950000'],
  ['Sunta Vidası (Kutu)', '731812900000'],
  ['Darbeli Matkap', '846721100000'],
  ['Yıkanmış Kum', '250590000000'],
  ['XPS Yalıtım Levhası 5 cm', '392111000000'],
  ['Şeffaf Silikon', '321410100000'],
  ['Lavabo Bataryası', '848180190000'],
  ['Asma Klozet Seti', '691010000000'],
  ['Kapı Kolu Takımı', '830241500000'],
]);

/** The product's GTİP; only goods of sectors that export have one. */
export function gtipOf(product: TProduct): string {
  const code = GTIP_BY_NAME.get(product.name);
  if (!code) throw new Error(`no GTİP for ${product.name}: it is not sold for export`);
  return code;
}
