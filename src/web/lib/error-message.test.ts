import { describe, expect, it } from 'vitest';
import { localizedServerMessage } from './error-message';

describe('localizedServerMessage', () => {
  const message = 'Tek kullanımlık kod gerekli. / A one-time code is required.';

  it('picks the half of the interface language', () => {
    expect(localizedServerMessage(message, 'tr')).toBe('Tek kullanımlık kod gerekli.');
    expect(localizedServerMessage(message, 'en')).toBe('A one-time code is required.');
  });

  it('keeps a message that is not bilingual', () => {
    expect(localizedServerMessage('Bad gateway', 'en')).toBe('Bad gateway');
    expect(localizedServerMessage('a / b / c', 'tr')).toBe('a / b / c');
  });
});
