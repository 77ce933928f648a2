import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-check';

const png1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('readImageInfo', () => {
  it('reads PNG, GIF, JPEG and SVG sizes from their headers', () => {
    expect(readImageInfo(png1x1)).toEqual({ type: 'png', width: 1, height: 1 });
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x20, 0x03, 0x10, 0x00])]);
    expect(readImageInfo(gif)).toEqual({ type: 'gif', width: 800, height: 16 });
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0,
      0x02, 0x80, 0x03, 0x00, 0x00, 0x00, 0x00,
    ]);
    expect(readImageInfo(jpeg)).toEqual({ type: 'jpeg', width: 640, height: 480 });
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"/>',
    );
    expect(readImageInfo(svg)).toEqual({ type: 'svg', width: 120, height: 40 });
  });

  it('rejects anything else', () => {
    expect(readImageInfo(Buffer.from('hello'))).toBeNull();
    expect(readImageInfo(Buffer.from('<html><svg/></html>'))).toBeNull();
    expect(readImageInfo(png1x1.subarray(0, 12))).toBeNull();
  });
});
