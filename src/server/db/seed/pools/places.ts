export type TCity = {
  name: string;
  plateCode: number;
  /** Landline area code (without the leading 0). */
  areaCode: string;
  /** District and its postal code. */
  districts: readonly (readonly [string, string])[];
  /** Short names of real tax offices ("Kadıköy" for "Kadıköy Vergi Dairesi Müdürlüğü"). */
  taxOffices: readonly string[];
};

/** The full name, as the tax office reference list spells it. */
export function taxOfficeName(shortName: string): string {
  return `${shortName} Vergi Dairesi Müdürlüğü`;
}

// Real provinces, districts and tax offices (a curated subset: enough for believable demo data).
export const CITIES = {
  istanbul: {
    name: 'İstanbul',
    plateCode: 34,
    areaCode: '216',
    districts: [
      ['Kadıköy', '34710'],
      ['Beşiktaş', '34353'],
      ['Şişli', '34360'],
      ['Üsküdar', '34662'],
      ['Bakırköy', '34140'],
      ['Ataşehir', '34750'],
      ['Beylikdüzü', '34520'],
      ['Pendik', '34890'],
      ['Maltepe', '34840'],
      ['Sarıyer', '34450'],
      ['Fatih', '34080'],
      ['Kartal', '34860'],
    ],
    taxOffices: [
      'Kadıköy',
      'Beşiktaş',
      'Şişli',
      'Mecidiyeköy',
      'Zincirlikuyu',
      'Üsküdar',
      'Bakırköy',
      'Kozyatağı',
      'Erenköy',
      'Beyoğlu',
      'Sarıyer',
      'Küçükyalı',
      'Kartal',
      'Pendik',
      'Beylikdüzü',
    ],
  },
  ankara: {
    name: 'Ankara',
    plateCode: 6,
    areaCode: '312',
    districts: [
      ['Çankaya', '06680'],
      ['Keçiören', '06280'],
      ['Yenimahalle', '06170'],
      ['Etimesgut', '06790'],
      ['Mamak', '06620'],
      ['Sincan', '06930'],
      ['Gölbaşı', '06830'],
    ],
    taxOffices: [
      'Çankaya',
      'Kavaklıdere',
      'Maltepe',
      'Yenimahalle',
      'Ostim',
      'Kızılbey',
      'Ulus',
      'Gölbaşı',
      'Sincan',
      'Etimesgut',
      'Keçiören',
    ],
  },
  izmir: {
    name: 'İzmir',
    plateCode: 35,
    areaCode: '232',
    districts: [
      ['Konak', '35250'],
      ['Karşıyaka', '35540'],
      ['Bornova', '35040'],
      ['Buca', '35390'],
      ['Çiğli', '35610'],
      ['Bayraklı', '35530'],
      ['Çeşme', '35930'],
      ['Urla', '35430'],
    ],
    taxOffices: [
      'Konak',
      'Karşıyaka',
      'Bornova',
      'Kordon',
      'Hasan Tahsin',
      'Kadifekale',
      'Yamanlar',
      'Çeşme',
      'Urla',
    ],
  },
  bursa: {
    name: 'Bursa',
    plateCode: 16,
    areaCode: '224',
    districts: [
      ['Osmangazi', '16040'],
      ['Nilüfer', '16110'],
      ['Yıldırım', '16200'],
      ['Mudanya', '16940'],
      ['İnegöl', '16400'],
    ],
    taxOffices: [
      'Osmangazi',
      'Nilüfer',
      'Yıldırım',
      'Uludağ',
      'Ertuğrulgazi',
      'Setbaşı',
      'Çekirge',
      'İnegöl',
      'Mudanya',
    ],
  },
  kocaeli: {
    name: 'Kocaeli',
    plateCode: 41,
    areaCode: '262',
    districts: [
      ['İzmit', '41100'],
      ['Gebze', '41400'],
      ['Körfez', '41780'],
      ['Gölcük', '41650'],
      ['Darıca', '41700'],
    ],
    taxOffices: ['Tepecik', 'Alemdar', 'Gebze İhtisas', 'İlyasbey', 'Körfez', 'Gölcük'],
  },
  konya: {
    name: 'Konya',
    plateCode: 42,
    areaCode: '332',
    districts: [
      ['Selçuklu', '42060'],
      ['Meram', '42090'],
      ['Karatay', '42030'],
    ],
    taxOffices: ['Selçuk', 'Meram', 'Mevlana', 'Alaaddin'],
  },
  kayseri: {
    name: 'Kayseri',
    plateCode: 38,
    areaCode: '352',
    districts: [
      ['Melikgazi', '38030'],
      ['Kocasinan', '38010'],
      ['Talas', '38280'],
    ],
    taxOffices: ['Gevher Nesibe', 'Mimar Sinan', 'Erciyes', 'Kaleönü'],
  },
  antalya: {
    name: 'Antalya',
    plateCode: 7,
    areaCode: '242',
    districts: [
      ['Muratpaşa', '07100'],
      ['Konyaaltı', '07070'],
      ['Kepez', '07300'],
      ['Alanya', '07400'],
      ['Manavgat', '07600'],
    ],
    taxOffices: [
      'Muratpaşa',
      'Kalekapı',
      'Düden',
      'Üçkapılar',
      'Antalya Kurumlar',
      'Alanya',
      'Manavgat',
    ],
  },
  mugla: {
    name: 'Muğla',
    plateCode: 48,
    areaCode: '252',
    districts: [
      ['Bodrum', '48400'],
      ['Marmaris', '48700'],
      ['Fethiye', '48300'],
      ['Menteşe', '48000'],
      ['Dalaman', '48770'],
    ],
    taxOffices: ['Muğla', 'Bodrum', 'Marmaris', 'Fethiye', 'Milas'],
  },
  aydin: {
    name: 'Aydın',
    plateCode: 9,
    areaCode: '256',
    districts: [
      ['Efeler', '09010'],
      ['Kuşadası', '09400'],
      ['Didim', '09270'],
      ['Nazilli', '09800'],
      ['Söke', '09200'],
    ],
    taxOffices: ['Güzelhisar', 'Efeler', 'Kuşadası', 'Didim', 'Nazilli', 'Söke'],
  },
  trabzon: {
    name: 'Trabzon',
    plateCode: 61,
    areaCode: '462',
    districts: [
      ['Ortahisar', '61030'],
      ['Akçaabat', '61300'],
      ['Yomra', '61250'],
      ['Of', '61830'],
      ['Araklı', '61700'],
    ],
    taxOffices: ['Hızırbey', 'Karadeniz', 'Akçaabat', 'Of'],
  },
  samsun: {
    name: 'Samsun',
    plateCode: 55,
    areaCode: '362',
    districts: [
      ['İlkadım', '55020'],
      ['Atakum', '55200'],
      ['Canik', '55080'],
      ['Bafra', '55400'],
      ['Çarşamba', '55500'],
    ],
    taxOffices: ['19 Mayıs', 'Gaziler', 'Zafer', 'Bafra', 'Çarşamba'],
  },
  rize: {
    name: 'Rize',
    plateCode: 53,
    areaCode: '464',
    districts: [
      ['Merkez', '53020'],
      ['Çayeli', '53200'],
      ['Ardeşen', '53400'],
      ['Pazar', '53300'],
    ],
    taxOffices: ['Kaçkar', 'Çayeli', 'Pazar', 'Ardeşen'],
  },
  ordu: {
    name: 'Ordu',
    plateCode: 52,
    areaCode: '452',
    districts: [
      ['Altınordu', '52200'],
      ['Ünye', '52300'],
      ['Fatsa', '52400'],
    ],
    taxOffices: ['Boztepe', 'Ünye', 'Fatsa'],
  },
  mersin: {
    name: 'Mersin',
    plateCode: 33,
    areaCode: '324',
    districts: [
      ['Yenişehir', '33110'],
      ['Mezitli', '33200'],
      ['Akdeniz', '33010'],
      ['Kızılmurat', '33400'],
    ],
    taxOffices: ['Uray', 'Liman', 'İstiklâl', 'Toros', 'Kızılmurat'],
  },
  adana: {
    name: 'Adana',
    plateCode: 1,
    areaCode: '322',
    districts: [
      ['Seyhan', '01060'],
      ['Çukurova', '01170'],
      ['Yüreğir', '01240'],
      ['Ceyhan', '01960'],
    ],
    taxOffices: ['5 Ocak', 'Seyhan', 'Ziyapaşa', 'Yüreğir', 'Çukurova', 'Ceyhan'],
  },
} as const satisfies Record<string, TCity>;

export type TCityKey = keyof typeof CITIES;
