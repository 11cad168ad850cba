import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('zod-jitless.ts', () => {
  it('is the first import of every module that loads zod, so no schema is built before it', () => {
    // Zod decides at each object schema's creation whether to probe for eval (which the site's
    // Content-Security-Policy refuses, and Chromium reports): the setting must come first.
    const loading = sources(SRC).filter(
      (file) =>
        !file.endsWith('zod-jitless.ts') &&
        /^import (?!type\b)[^;]* from 'zod[^']*';/m.test(readFileSync(file, 'utf8')),
    );
    expect(loading.length).toBeGreaterThan(5);
    const late = loading.filter(
      (file) => !/^import '[./]+(domain\/)?zod-jitless\.ts';/.test(readFileSync(file, 'utf8')),
    );
    expect(late.map((file) => relative(SRC, file))).toEqual([]);
  });
});
