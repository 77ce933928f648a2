import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('reads the quoted, bare and UTF-8 file names the server may send', () => {
    expect(fileNameOf('attachment; filename="ANA2026000000001.xml"')).toBe('ANA2026000000001.xml');
    expect(fileNameOf('inline; filename=x_XadesBes.xml')).toBe('x_XadesBes.xml');
    expect(fileNameOf(`attachment; filename="a.xml"; filename*=UTF-8''%C5%9Fube.xml`)).toBe(
      'şube.xml',
    );
  });

  it('has no name without a header or a file name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
