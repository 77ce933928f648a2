import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { NotZipError, unzipOne, zipOne } from './zip';

describe('ZIP packing for İzibiz', () => {
  it('packs one file that an independent reader (fflate) gives back byte for byte, name and all', () => {
    const content = Buffer.from(`<Invoice>${'ğüşiöç İ '.repeat(5000)}</Invoice>`, 'utf8');
    const zip = zipOne('f47ac10b-İ.xml', content);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toEqual(['f47ac10b-İ.xml']);
    expect(Buffer.from(files['f47ac10b-İ.xml'] ?? []).equals(content)).toBe(true);
    expect(zip.length).toBeLessThan(content.length / 10);
    expect(unzipOne(zip).equals(content)).toBe(true);
  });

  it('refuses what is not a ZIP', () => {
    expect(() => unzipOne(Buffer.from('<xml/>'))).toThrow(NotZipError);
  });
});
