import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const h = await hashPassword('Demo!2345');
    expect(h).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(h, 'Demo!2345')).toBe(true);
    expect(await verifyPassword(h, 'demo!2345')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Demo!2345')).toBe(false);
  });
});
