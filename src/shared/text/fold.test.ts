import { describe, expect, it } from 'vitest';
import { foldTurkish, turkishCollator } from './fold';

describe('Turkish search folding', () => {
  it.each([
    ['Şişli', 'sisli'],
    ['ŞİŞLİ', 'sisli'],
    ['IĞDIR', 'igdir'],
    ['Üsküdar', 'uskudar'],
    ['Çağlayan ', 'caglayan'],
    ['Gölcük', 'golcuk'],
  ])('%s → %s', (input, folded) => {
    expect(foldTurkish(input)).toBe(folded);
  });

  it('sorts with the Turkish alphabet', () => {
    const names = ['Zeytinburnu', 'Çankaya', 'Cihangir', 'Şişli', 'Sarıyer', 'Ümraniye', 'Uşak'];
    expect([...names].sort(turkishCollator.compare)).toEqual([
      'Cihangir',
      'Çankaya',
      'Sarıyer',
      'Şişli',
      'Uşak',
      'Ümraniye',
      'Zeytinburnu',
    ]);
  });
});
