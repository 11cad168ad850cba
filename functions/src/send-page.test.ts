import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, send } from './send-page.ts';

/** The part of Express's response `send` uses, recording what it was told. */
function fakeResponse() {
  const sent = { status: 0, headers: {} as Record<string, string>, body: null as Buffer | null };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(name: string | Record<string, string>, value?: string) {
      if (typeof name === 'string') sent.headers[name] = value!;
      else Object.assign(sent.headers, name);
      return res;
    },
    end(body?: Buffer) {
      sent.body = body ?? null;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

describe('chooseEncoding', () => {
  it('takes Brotli, then gzip, as the header allows', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
  });

  it('takes none when the header asks for none or for another', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
  });
});

describe('send', () => {
  const page = {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public' },
    body: `<p>${'word '.repeat(400)}</p>`,
  };

  it('compresses a page with Brotli for a client that takes it, and says so', () => {
    const { res, sent } = fakeResponse();
    send({ headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, method: 'GET' }, res, page);
    expect(sent.headers['Content-Encoding']).toBe('br');
    expect(sent.headers.Vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(sent.body!).toString('utf8')).toBe(page.body);
    expect(sent.headers['Content-Length']).toBe(String(sent.body!.length));
  });

  it('gzips a page for a client that takes gzip and not Brotli, and says so', () => {
    const { res, sent } = fakeResponse();
    send({ headers: { 'accept-encoding': 'gzip, br;q=0' }, method: 'GET' }, res, page);
    expect(sent.status).toBe(200);
    expect(sent.headers['Content-Encoding']).toBe('gzip');
    expect(sent.headers.Vary).toBe('Accept-Encoding');
    expect(gunzipSync(sent.body!).toString('utf8')).toBe(page.body);
    expect(sent.headers['Content-Length']).toBe(String(sent.body!.length));
  });

  it('sends plain text to a client without gzip, and a small answer plain always', () => {
    const plain = fakeResponse();
    send({ headers: {}, method: 'GET' }, plain.res, page);
    expect(plain.sent.headers['Content-Encoding']).toBeUndefined();
    expect(plain.sent.body!.toString('utf8')).toBe(page.body);
    const small = fakeResponse();
    send({ headers: { 'accept-encoding': 'gzip' }, method: 'GET' }, small.res, {
      ...page,
      body: 'short',
    });
    expect(small.sent.headers['Content-Encoding']).toBeUndefined();
  });

  it('answers HEAD with the headers and no body', () => {
    const { res, sent } = fakeResponse();
    send({ headers: {}, method: 'HEAD' }, res, page);
    expect(sent.headers['Content-Length']).toBe(String(Buffer.byteLength(page.body)));
    expect(sent.body).toBeNull();
  });
});
