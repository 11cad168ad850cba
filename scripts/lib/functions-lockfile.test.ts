import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionsLockfile } from './functions-lockfile.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

interface Lock {
  packages: Record<string, { version?: string; dev?: boolean; optional?: boolean }>;
}

describe("the functions' own lockfile", () => {
  const lock = functionsLockfile(
    readJson('package-lock.json'),
    readJson('functions/package.json'),
  ) as Lock;

  it('is the one committed (what Cloud Build installs with npm ci)', () => {
    expect(readJson('functions/package-lock.json')).toEqual(lock);
  });

  it('pins each dependency at the version the suites load from functions/', () => {
    const { dependencies } = readJson('functions/package.json') as {
      dependencies: Record<string, string>;
    };
    for (const name of Object.keys(dependencies)) {
      // Where Node finds it from functions/: its own node_modules, else the root's.
      const own = join(ROOT, 'functions/node_modules', name, 'package.json');
      const installed = JSON.parse(
        readFileSync(
          existsSync(own) ? own : join(ROOT, 'node_modules', name, 'package.json'),
          'utf8',
        ),
      ) as { version: string };
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(installed.version);
    }
  });

  it('is a whole tree as npm reads it: nothing missing, nothing out of range', () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-functions-lock-'));
    try {
      writeFileSync(join(dir, 'package.json'), readFileSync(join(ROOT, 'functions/package.json')));
      writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
      let report = '';
      try {
        report = execFileSync('npm', ['ls', '--all', '--package-lock-only', '--json'], {
          cwd: dir,
          encoding: 'utf8',
        });
      } catch (error) {
        report = (error as { stdout: string }).stdout;
      }
      expect((JSON.parse(report) as { problems?: string[] }).problems).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the devDependencies out of a production install', () => {
    expect(lock.packages['node_modules/esbuild']?.dev).toBe(true);
    expect(lock.packages['node_modules/firebase-admin']?.dev).toBeUndefined();
    expect(lock.packages['node_modules/jsdom']?.dev).toBeUndefined();
  });
});

describe('functionsLockfile', () => {
  it('nests a package under its dependent where the functions hoist another version', () => {
    // The root hoists x@1 (a root package and y use it); functions/ has its own x@2 and uses y.
    const root = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'root' },
        functions: { name: 'fns', dependencies: { x: '^2', y: '^1' } },
        'functions/node_modules/x': { version: '2.0.0' },
        'node_modules/x': { version: '1.0.0' },
        'node_modules/y': { version: '1.0.0', dependencies: { x: '^1' } },
      },
    };
    const lock = functionsLockfile(root, {
      name: 'fns',
      version: '0.1.0',
      dependencies: { x: '^2', y: '^1' },
    }) as Lock;
    expect(lock.packages).toEqual({
      '': { name: 'fns', version: '0.1.0', dependencies: { x: '^2', y: '^1' } },
      'node_modules/x': { version: '2.0.0' },
      'node_modules/y': { version: '1.0.0', dependencies: { x: '^1' } },
      'node_modules/y/node_modules/x': { version: '1.0.0' },
    });
  });
});
