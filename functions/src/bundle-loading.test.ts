import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every function starts by loading the one bundle, lib/index.js (firebase-functions then picks
// the one asked for). What only renderPage needs (React and the app's server build, jsdom) and
// what only the newsletter and renderPage need (DOMPurify) must stay out of that start: loaded by
// the first request that uses them, never by the module's top.

const LIB = fileURLToPath(new URL('../lib/index.js', import.meta.url));
const RENDERING =
  /\/node_modules\/(jsdom|dompurify|react|react-dom)\/|\/lib\/ssr\/|-server\/index\.js/;

/**
 * What Node loads while importing lib/index.js as `target`'s instance does: the modules it
 * resolves as ES modules, and the CommonJS ones require() loads (build.mjs loads Firestore so).
 */
function loadedAtStart(target: string): { resolved: string[]; required: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'edge-bundle-'));
  const log = join(dir, 'resolved.txt');
  // A resolve hook writing down every module resolved (hooks run apart, so through a file).
  const hooks = `import { appendFileSync } from 'node:fs';
    export async function resolve(specifier, context, next) {
      const found = await next(specifier, context);
      appendFileSync(${JSON.stringify(log)}, found.url + '\\n');
      return found;
    }`;
  const register = `import { register } from 'node:module';
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}));`;
  const main = `import { createRequire } from 'node:module';
    await import(${JSON.stringify(LIB)});
    console.log(JSON.stringify(Object.keys(createRequire(import.meta.url).cache)));`;
  try {
    const output = execFileSync(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(register)}`,
        '--input-type=module',
        '-e',
        main,
      ],
      { env: { ...process.env, FUNCTION_TARGET: target, K_SERVICE: target }, encoding: 'utf8' },
    );
    return {
      resolved: readFileSync(log, 'utf8').trim().split('\n'),
      required: JSON.parse(output.trim().split('\n').at(-1)!) as string[],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const SOURCES = fileURLToPath(new URL('.', import.meta.url));

/** The functions' own sources (not their tests), by file name. */
const sourceTexts = () =>
  readdirSync(SOURCES)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: readFileSync(join(SOURCES, name), 'utf8') }));

describe('the functions bundle at start', () => {
  it('imports nothing of the rendering at its top: only renderPage loads it, when it renders', () => {
    const bundle = readFileSync(LIB, 'utf8');
    const topLevel = [...bundle.matchAll(/^import\s[^;]*?from\s*"([^"]+)";$/gms)].map((m) => m[1]);
    expect(topLevel.length).toBeGreaterThan(5);
    expect(topLevel.filter((name) => /^(jsdom|dompurify|react)/.test(name!))).toEqual([]);
  });

  it('loads no React, server build, jsdom or DOMPurify when a function starts', () => {
    for (const target of ['recordEvent', 'renderPage']) {
      const { resolved, required } = loadedAtStart(target);
      expect(
        resolved.some((url) => url.endsWith('/lib/index.js')),
        target,
      ).toBe(true);
      expect(
        [...resolved, ...required].filter((url) => RENDERING.test(url)),
        target,
      ).toEqual([]);
    }
  });

  it('carries only the parts of zod the schemas use: no other locale than English, no JSON Schema import', () => {
    // `import { z } from 'zod'` hands the bundler zod's whole namespace (60 locales, JSON
    // Schema conversion): 980 KB to parse at every cold start, where `import * as z` keeps 415.
    const bundle = readFileSync(LIB, 'utf8');
    const zodFiles = [...bundle.matchAll(/^\/\/ \S*node_modules\/zod\/(\S+)$/gm)].map((m) => m[1]);
    expect(zodFiles.length).toBeGreaterThan(3);
    expect(zodFiles.filter((file) => /locales\/(?!en\.js)|from-json-schema/.test(file!))).toEqual(
      [],
    );
  });

  it('loads no gRPC or google-gax when a function starts: Firestore comes through require()', () => {
    // build.mjs: an ES import of firebase-admin/firestore reads its GrpcStatus export, which
    // loads gRPC and protobufjs (283 modules, 10 MB at every cold start).
    for (const target of ['unsubscribeOneClick', 'rollupPageView']) {
      const { required } = loadedAtStart(target);
      expect(
        required.some((path) => path.includes('/firebase-admin/lib/firestore/')),
        target,
      ).toBe(true);
      expect(
        required.filter((path) => /\/(@grpc\/grpc-js|google-gax)\//.test(path)),
        target,
      ).toEqual([]);
    }
  });

  it('the Firestore triggers, from the CommonJS build, use none of the state the ES build keeps', () => {
    // Global options, onInit and params live in module state, one copy per build.
    const sources = sourceTexts();
    expect(
      sources.filter(({ text }) => /setGlobalOptions|onInit\(/.test(text)).map((s) => s.name),
    ).toEqual([]);
    const triggers = sources.filter(({ text }) =>
      text.includes("from 'firebase-functions/v2/firestore'"),
    );
    expect(triggers.length).toBeGreaterThan(1);
    expect(
      triggers
        .filter(({ text }) => /firebase-functions\/params|secrets:/.test(text))
        .map((s) => s.name),
    ).toEqual([]);
  });
});
