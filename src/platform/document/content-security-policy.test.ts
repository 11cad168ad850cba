import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, mayFetchImage } from './content-security-policy.ts';

/** The policy as a map of directive to sources. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((d) => {
      const [name, ...sources] = d.split(' ');
      return [name!, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it("is the policy firebase.json serves with every document (a page, a file's, the worker)", () => {
    const firebaseJson = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../../firebase.json'), 'utf8'),
    ) as { hosting: { headers: { regex?: string; headers: { key: string; value: string }[] }[] } };
    const rules = firebaseJson.hosting.headers.filter((rule) =>
      rule.headers.some((h) => h.key === 'Content-Security-Policy'),
    );
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect(rule?.headers.find((h) => h.key === 'Content-Security-Policy')?.value).toBe(
      contentSecurityPolicy(),
    );
    // Documents only: a script, an image or a feed would carry a kilobyte of headers for
    // nothing (with X-Frame-Options, the opener and permissions policies beside it).
    const documents = new RegExp(rule?.regex ?? '^$', 'u');
    for (const path of ['/', '/essays/the-edge-dilemma', '/five-capabilities.html', '/sw.js'])
      expect(documents.test(path), path).toBe(true);
    for (const path of ['/assets/app-1.js', '/favicon.svg', '/manifest.webmanifest', '/rss.xml'])
      expect(documents.test(path), path).toBe(false);
  });

  it('runs no inline or eval script, and reaches the Emulator Suite only in emulator builds', () => {
    const production = directives(contentSecurityPolicy());
    expect(production.get('script-src')).not.toContain("'unsafe-inline'");
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(contentSecurityPolicy()).not.toMatch(/http:|127\.0\.0\.1|localhost/);

    const emulators = directives(contentSecurityPolicy({ emulatorHost: '127.0.0.1' }));
    expect(emulators.get('connect-src')).toContain('http://127.0.0.1:*');
    expect(emulators.get('img-src')).toContain('http://127.0.0.1:*');
    expect(emulators.get('script-src')).toEqual(production.get('script-src'));
  });
});

describe('what the CMS loads (issue 12)', () => {
  it('lets it upload to Storage, call its callables and show any chosen or uploaded image', () => {
    const policy = directives(contentSecurityPolicy());
    // uploadBytes and getDownloadURL; claimAdminRole, setAdminRole, searchUnsplash...
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://firebasestorage.googleapis.com',
        'https://*.cloudfunctions.net',
      ]),
    );
    // Unsplash's hotlinked photos and any https image an editor picks; the demo's uploads are
    // object URLs (blob:), its photos files of the site.
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https:', 'blob:']));
  });
});

describe('mayFetchImage', () => {
  const origin = 'https://edge.example';
  it.each([
    ['/media/a.svg', true],
    ['https://edge.example/media/a.svg', true],
    ['https://images.unsplash.com/photo-1?w=1200', true],
    ['https://firebasestorage.googleapis.com/v0/b/x/o/essays%2F1-a.png?alt=media', true],
    ['https://cdn.example/a.png', false],
    ['http://images.unsplash.com/photo-1', false],
    ['data:image/png;base64,AAAA', false],
  ])('%s: %s', (url, expected) => {
    expect(mayFetchImage(url, origin)).toBe(expected);
  });
});
