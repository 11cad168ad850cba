// storage.rules without the Storage emulator, which these machines cannot run (it needs Java 21
// and a download; storage-rules.test.ts runs where it can). The Firestore emulator's rules
// compiler is the same language's, so it compiles the file here: a syntax or type error fails.
// And the file's own upload conditions, read out of it, are tried on names and types in the
// language they share with JavaScript's regular expressions for these patterns.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const RULES = readFileSync(resolve(ROOT, 'storage.rules'), 'utf8');
// Its own project, so the Firestore rules the other files load stay where they are.
const PROJECT = 'demo-storage-rules-check';

interface Issue {
  sourcePosition: { line: number; column: number };
  description: string;
  severity: string;
}

/** What the emulator's rules compiler says of a rules source: issues, or the compile error. */
async function compile(source: string): Promise<{ status: number; issues: Issue[]; text: string }> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run `npm run test:rules`.');
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: source }] } }),
  });
  const text = await response.text();
  const issues = response.ok ? ((JSON.parse(text) as { issues?: Issue[] }).issues ?? []) : [];
  return { status: response.status, issues, text };
}

/** The types storage.rules accepts, each with the extension pattern its name must end in. */
function acceptedTypes(): Map<string, string> {
  const pairs = RULES.matchAll(
    /request\.resource\.contentType == '([^']+)' && isNamed\(fileName, '([^']+)'\)/g,
  );
  return new Map([...pairs].map(([, type, extension]) => [type!, extension!]));
}

/** Whether storage.rules would take an upload of `type` named `fileName` (size aside). */
function accepts(fileName: string, type: string): boolean {
  const prefix = /fileName\.matches\('([^']+)' \+ extension\)/.exec(RULES)?.[1];
  const extension = acceptedTypes().get(type);
  if (!prefix || !extension) return false;
  // Rules' matches() is a full match.
  return new RegExp(`^(?:${prefix}${extension})$`).test(fileName);
}

describe('storage.rules, checked without the Storage emulator', () => {
  it("compiles; the only words it has for it are about Storage's own firestore.exists()", async () => {
    const { status, issues, text } = await compile(RULES);
    expect(status, text).toBe(200);
    const others = issues.filter((issue) => !/firestore|exists/.test(issue.description));
    expect(others).toEqual([]);
  });

  it('the compiler does fail a broken file (so the check above can fail)', async () => {
    const broken = RULES.replace('request.resource.size <=', 'request.resource.size <==');
    expect((await compile(broken)).status).toBe(400);
  });

  it('takes jpeg, png, webp and gif only, up to 10 MB', () => {
    expect([...acceptedTypes().keys()].sort()).toEqual([
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(RULES).toContain('request.resource.size <= 10 * 1024 * 1024');
  });

  it.each([
    ['1760000000001-k3x9q.png', 'image/png'],
    ['1760000000001-k3x9q.jpg', 'image/jpeg'],
    ['1760000000001-k3x9q.jpeg', 'image/jpeg'],
    ['1760000000001-k3x9q.webp', 'image/webp'],
    ['1-a.gif', 'image/gif'],
  ])('takes %s as %s: {digits}-{random}.{ext}, the extension naming the type', (name, type) => {
    expect(accepts(name, type)).toBe(true);
  });

  it.each([
    ['1760000000001-k3x9q.png', 'image/jpeg', 'an extension naming another type'],
    ['1760000000001-k3x9q.jpg', 'image/png', 'an extension naming another type'],
    ['1760000000001-k3x9q.svg', 'image/svg+xml', 'a type the CMS does not upload'],
    ['1760000000001-k3x9q.html', 'text/html', 'a type the CMS does not upload'],
    ['header.png', 'image/png', 'a name without the timestamp'],
    ['1760000000001-k3x9q.PNG', 'image/png', 'an upper-case extension'],
    ['1760000000001-k3x9q.png.html', 'image/png', 'a second extension'],
    ['1760000000001-K3X9Q.png', 'image/png', 'upper-case letters'],
    ['12345678901234567-k3x9q.png', 'image/png', 'a 17-digit timestamp'],
    ['1760000000001-.png', 'image/png', 'no random part'],
    ['1760000000001-k3x9q', 'image/png', 'no extension'],
  ])('refuses %s as %s: %s', (name, type) => {
    expect(accepts(name, type)).toBe(false);
  });
});
