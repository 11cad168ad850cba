import { describe, expect, it } from 'vitest';
import { pageAddress, siteOrigin } from './page-address.ts';

const SITE = 'https://edge.example';

describe('pageAddress', () => {
  it("puts the request's path and query on the site's origin", () => {
    const page = pageAddress('/?essay=abc', SITE);
    expect('url' in page && page.url.href).toBe('https://edge.example/?essay=abc');
    const feed = pageAddress('/rss.xml', SITE);
    expect('url' in feed && feed.url.href).toBe('https://edge.example/rss.xml');
  });

  it('never lets a path name another host: each run of slashes or backslashes becomes one', () => {
    expect(pageAddress('//evil.example/x', SITE)).toEqual({ redirect: '/evil.example/x' });
    expect(pageAddress('/\\evil.example/u3.png', SITE)).toEqual({
      redirect: '/evil.example/u3.png',
    });
    expect(pageAddress('/\\\\//evil.example?q=//x', SITE)).toEqual({
      redirect: '/evil.example?q=//x',
    });
    expect(pageAddress('/\t/evil.example', SITE)).toEqual({ redirect: '/evil.example' });
    // Encoded, a slash or backslash is part of a segment's name: the origin stays the site's.
    const encoded = pageAddress('/%2F%5Cevil.example/x', SITE);
    expect('url' in encoded && encoded.url.origin).toBe(SITE);
  });

  it('finds nothing at an address that is not a path', () => {
    expect(pageAddress('http://evil.example/x', SITE)).toEqual({ notFound: true });
    expect(pageAddress('*', SITE)).toEqual({ notFound: true });
  });
});

describe('siteOrigin', () => {
  it('takes an http(s) origin, a trailing slash allowed', () => {
    expect(siteOrigin('https://edge.example/')).toBe(SITE);
    expect(siteOrigin('http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
  });

  it('refuses anything more or less than an origin, saying what it must be', () => {
    for (const value of ['', 'edge.example', 'https://edge.example/blog', 'ftp://edge.example']) {
      expect(() => siteOrigin(value), value).toThrow(
        `SITE_URL must be the site's origin, like https://edge-navigator.example (it is "${value}")`,
      );
    }
  });
});
