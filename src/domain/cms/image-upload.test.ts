import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, imageTypeOf, uploadExtension, uploadPath } from './image-upload.ts';

const at = new Date('2026-11-01T10:00:00.000Z');

describe('uploadPath', () => {
  it('names an upload {milliseconds}-{random}.{ext} under essay-images/essays', () => {
    expect(uploadPath({ name: 'Header.JPG', type: 'image/jpeg' }, at, 'k3x9ab')).toBe(
      `essay-images/essays/${at.getTime()}-k3x9ab.jpg`,
    );
  });

  it("takes the type's extension when the file's own does not name it", () => {
    expect(uploadExtension({ name: 'photo.png', type: 'image/webp' })).toBe('webp');
    expect(uploadExtension({ name: 'photo', type: 'image/jpeg' })).toBe('jpeg');
    expect(uploadExtension({ name: 'a.gif', type: 'image/gif' })).toBe('gif');
  });

  it('refuses other types', () => {
    expect(uploadExtension({ name: 'a.svg', type: 'image/svg+xml' })).toBeNull();
    expect(() => uploadPath({ name: 'a.pdf', type: 'application/pdf' }, at, 'x')).toThrow();
  });

  it('matches the name and size storage.rules accept', () => {
    const rules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');
    expect(rules).toContain(
      `request.resource.size <= ${MAX_IMAGE_BYTES / 1024 / 1024} * 1024 * 1024`,
    );
    expect(rules).toContain("fileName.matches('[0-9]{1,16}-[a-z0-9]{1,40}[.]' + extension)");
    const name = uploadPath({ name: 'x.png', type: 'image/png' }, at, 'abc123').split('/').pop();
    expect(name).toMatch(/^[0-9]{1,16}-[a-z0-9]{1,40}[.]png$/);
  });
});

describe('imageTypeOf', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(
      values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
    );

  it('reads the type from the first bytes: JPEG, PNG, GIF and WebP', () => {
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(imageTypeOf(bytes(0x89, 'PNG\r\n', 0x1a, '\n', 0, 0, 0, 13))).toBe('image/png');
    expect(imageTypeOf(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF87a', 1, 0))).toBe('image/gif');
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('finds no image in text, in another format or in too few bytes', () => {
    expect(imageTypeOf(bytes('this is not a png'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeNull();
    expect(imageTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(bytes(0x89, 'PN'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});
