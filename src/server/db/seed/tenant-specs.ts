import type { TPermission } from '../../../shared/auth/permissions';
import type { TDocType } from '../../../shared/domain/enums';
import type { TCityKey } from './pools/places';
import type { TSector } from './pools/products';
import { DEMO_ADMIN_EMAIL } from './demo-accounts';

export type TDemoUserSpec = {
  email: string;
  firstName: string;
  lastName: string;
  role: 'owner' | 'user';
  /** null = the default permission set of spec §6. */
  permissions?: readonly TPermission[];
  otp?: boolean;
  isActive?: boolean;
};

export type TTenantSpec = {
  key: string;
  name: string;
  sector: TSector;
  domain: string;
  storeCount: number;
  storeNameStem: string;
  /** Cities the stores are spread over; the first one is the head office. */
  cities: readonly TCityKey[];
  /** Franchise stores have their own VKN and tax office; branches share the company's. */
  franchise: boolean;
  /** Share of all documents. */
  weight: number;
  /**
   * Spec §8's failed-count dialog needs real failed documents in the last week: this many of the
   * tenant's documents of its last days fail whatever the dice say (one tenant, so the data of the
   * others that specs rely on stays as it was).
   */
  recentFailures?: number;
  docTypes: readonly (readonly [TDocType, number])[];
  users: readonly TDemoUserSpec[];
};

export const ADMIN_USERS: readonly (TDemoUserSpec & { manageAdminUsers: boolean })[] = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Sistem',
    lastName: 'Yöneticisi',
    role: 'user',
    manageAdminUsers: true,
  },
  {
    email: 'destek@posbelge.test',
    firstName: 'Destek',
    lastName: 'Ekibi',
    role: 'user',
    manageAdminUsers: false,
  },
];

const REPORTING: readonly TPermission[] = ['Dashboard.View', 'Invoice.View', 'Reports.View'];

export const TENANT_SPECS: readonly TTenantSpec[] = [
  {
    key: 'anadolu',
    name: 'Anadolu Market A.Ş.',
    sector: 'market',
    domain: 'anadolu.posbelge.test',
    storeCount: 16,
    storeNameStem: 'Anadolu Market',
    cities: [
      'istanbul',
      'istanbul',
      'istanbul',
      'ankara',
      'ankara',
      'bursa',
      'kocaeli',
      'konya',
      'kayseri',
    ],
    franchise: false,
    weight: 0.55,
    docTypes: [
      [2, 64],
      [1, 17],
      [9, 16],
      [5, 3],
    ],
    users: [
      {
        email: 'owner@anadolu.posbelge.test',
        firstName: 'Mehmet',
        lastName: 'Yılmaz',
        role: 'owner',
      },
      {
        email: 'kasiyer@anadolu.posbelge.test',
        firstName: 'Ayşe',
        lastName: 'Demir',
        role: 'user',
      },
      {
        email: 'otp@anadolu.posbelge.test',
        firstName: 'Emre',
        lastName: 'Kaya',
        role: 'user',
        otp: true,
      },
      {
        email: 'muhasebe@anadolu.posbelge.test',
        firstName: 'Zeynep',
        lastName: 'Arslan',
        role: 'user',
        permissions: REPORTING,
      },
      {
        email: 'bolge.mudur@anadolu.posbelge.test',
        firstName: 'Hakan',
        lastName: 'Öztürk',
        role: 'user',
      },
      {
        email: 'eski.kasiyer@anadolu.posbelge.test',
        firstName: 'Şule',
        lastName: 'Çelik',
        role: 'user',
        isActive: false,
      },
    ],
  },
  {
    key: 'ege',
    name: 'Ege Kafe Ltd. Şti.',
    sector: 'cafe',
    domain: 'ege.posbelge.test',
    storeCount: 9,
    storeNameStem: 'Ege Kafe',
    cities: ['izmir', 'izmir', 'izmir', 'mugla', 'mugla', 'aydin', 'antalya'],
    franchise: true,
    weight: 0.25,
    docTypes: [
      [2, 46],
      [8, 28],
      [9, 18],
      [1, 8],
    ],
    users: [
      { email: 'owner@ege.posbelge.test', firstName: 'Selin', lastName: 'Aydın', role: 'owner' },
      { email: 'kasiyer@ege.posbelge.test', firstName: 'Can', lastName: 'Şahin', role: 'user' },
      { email: 'vardiya@ege.posbelge.test', firstName: 'Gizem', lastName: 'Koç', role: 'user' },
      {
        email: 'muhasebe@ege.posbelge.test',
        firstName: 'Oğuz',
        lastName: 'Tekin',
        role: 'user',
        permissions: REPORTING,
      },
    ],
  },
  {
    key: 'karadeniz',
    name: 'Karadeniz Yapı Ticaret A.Ş.',
    sector: 'yapi',
    domain: 'karadeniz.posbelge.test',
    storeCount: 7,
    storeNameStem: 'Karadeniz Yapı',
    cities: ['trabzon', 'trabzon', 'samsun', 'rize', 'ordu'],
    franchise: false,
    weight: 0.15,
    recentFailures: 3,
    docTypes: [
      [1, 46],
      [2, 28],
      [5, 21],
      [9, 5],
    ],
    users: [
      {
        email: 'owner@karadeniz.posbelge.test',
        firstName: 'Murat',
        lastName: 'Karaca',
        role: 'owner',
      },
      {
        email: 'satis@karadeniz.posbelge.test',
        firstName: 'Elif',
        lastName: 'Güneş',
        role: 'user',
      },
      {
        email: 'sevkiyat@karadeniz.posbelge.test',
        firstName: 'Serkan',
        lastName: 'Uçar',
        role: 'user',
      },
      {
        email: 'muhasebe@karadeniz.posbelge.test',
        firstName: 'Derya',
        lastName: 'Bulut',
        role: 'user',
        permissions: REPORTING,
      },
    ],
  },
  {
    key: 'toros',
    name: 'Toros Mali Müşavirlik Ltd. Şti.',
    sector: 'musavir',
    domain: 'toros.posbelge.test',
    storeCount: 5,
    storeNameStem: 'Toros Mali Müşavirlik',
    cities: ['mersin', 'mersin', 'adana'],
    franchise: false,
    weight: 0.05,
    docTypes: [
      [7, 72],
      [2, 18],
      [1, 10],
    ],
    users: [
      { email: 'owner@toros.posbelge.test', firstName: 'Kemal', lastName: 'Acar', role: 'owner' },
      { email: 'asistan@toros.posbelge.test', firstName: 'Ece', lastName: 'Turan', role: 'user' },
    ],
  },
];
