import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deployProblems,
  deployTarget,
  hostingProblems,
  lockfileProblems,
  rewriteProblems,
} from './deploy-checks.mjs';

// The deploy guard on a made-up project folder: a Firebase build for "edge-prod" as
// `npm run deploy` leaves it, then each thing that would make a deploy fail or differ from
// what was tested, one at a time.

const ROOT = resolve(import.meta.dirname, '../..');
const PROJECT = 'edge-prod';
const SITE = 'https://edge.example';
const FIREBASE_JSON = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  hosting: { ignore: string[]; rewrites: { function?: { pinTag?: boolean } }[] };
};
const BUILD = { backend: 'firebase', projectId: PROJECT, site: SITE, emulators: false, id: 'b1' };

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const writeJson = (path: string, value: unknown) => write(path, JSON.stringify(value));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'edge-deploy-guard-'));
  writeJson('firebase.json', FIREBASE_JSON);
  write('dist/shell.html', '<!doctype html><title>EDGE Navigator</title>');
  write('dist/assets/index-abc.js', 'console.log("app")');
  write('dist-server/index.js', 'export function prerenderSite() {}');
  write('dist-server/manifest.json', '{"index.html":{"file":"assets/index-abc.js"}}');
  writeJson('dist-server/build.json', BUILD);
  writeJson('functions/lib/ssr/build.json', BUILD);
  write(`functions/.env.${PROJECT}`, `SITE_URL=${SITE}\n`);
  for (const file of [
    'package-lock.json',
    'functions/package.json',
    'functions/package-lock.json',
  ]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(root, file));
  }
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the deploy guard', () => {
  it('lets a Firebase build for the project through, as tested', () => {
    expect(deployProblems(root, PROJECT)).toEqual([]);
  });

  it('refuses a demo build', () => {
    writeJson('dist-server/build.json', { ...BUILD, backend: 'demo', projectId: null });
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^dist\/ is a demo build \(no VITE_FIREBASE_\* settings\)/),
    );
  });

  it('refuses a build made for the emulators or for another project', () => {
    writeJson('dist-server/build.json', { ...BUILD, emulators: true });
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^dist\/ was built for the emulators/),
    );
    writeJson('dist-server/build.json', { ...BUILD, projectId: 'edge-staging' });
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^dist\/ was built for the project "edge-staging", not "edge-prod"/),
    );
  });

  it('refuses when there is no build, or renderPage would carry another one', () => {
    writeJson('functions/lib/ssr/build.json', { ...BUILD, id: 'older' });
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^functions\/lib\/ssr\/ is not the build in dist\//),
    );
    rmSync(join(root, 'dist-server'), { recursive: true });
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^No app build in dist\//),
    );
  });

  it('refuses SITE_URL unset, not an https origin, or not the one the build names', () => {
    write(`functions/.env.${PROJECT}`, '');
    expect(deployProblems(root, PROJECT)).toContainEqual(
      expect.stringMatching(/^SITE_URL is not set: add SITE_URL=/),
    );
    for (const wrong of ['http://edge.example', 'https://edge.example/blog', 'edge.example']) {
      write(`functions/.env.${PROJECT}`, `SITE_URL=${wrong}\n`);
      expect(deployProblems(root, PROJECT), wrong).toContainEqual(
        expect.stringMatching(/^SITE_URL must be the site's https origin/),
      );
    }
    write(`functions/.env.${PROJECT}`, 'SITE_URL=https://www.edge.example\n');
    expect(deployProblems(root, PROJECT)).toContainEqual(
      `dist/ names ${SITE} in its prerendered pages and robots.txt, but SITE_URL is ` +
        'https://www.edge.example: run `npm run deploy`, which builds with SITE_URL.',
    );
  });

  it('refuses a function rewrite without pinTag, and minimum instances beside one', () => {
    expect(rewriteProblems(FIREBASE_JSON, {}, PROJECT)).toEqual([]);
    const unpinned = structuredClone(FIREBASE_JSON);
    for (const rewrite of unpinned.hosting.rewrites) delete rewrite.function?.pinTag;
    expect(rewriteProblems(unpinned, {}, PROJECT)).toEqual([
      expect.stringContaining('to unsubscribeOneClick needs "pinTag": true'),
      expect.stringContaining('to renderPage needs "pinTag": true'),
    ]);
    write(`functions/.env.${PROJECT}`, `SITE_URL=${SITE}\nRENDER_MIN_INSTANCES=1\n`);
    expect(deployProblems(root, PROJECT)).toEqual([
      'RENDER_MIN_INSTANCES is 1, but Hosting pins renderPage (pinTag) and firebase-tools ' +
        `refuses minimum instances on a pinned function: set it to 0 in functions/.env.${PROJECT}.`,
    ]);
  });

  it('refuses a functions lockfile that is not the tested tree', () => {
    expect(lockfileProblems(ROOT)).toEqual([]);
    const lock = JSON.parse(readFileSync(join(root, 'functions/package-lock.json'), 'utf8'));
    lock.packages['node_modules/jsdom'].version = '27.0.0';
    writeJson('functions/package-lock.json', lock);
    expect(deployProblems(root, PROJECT)).toEqual([
      'functions/package-lock.json is not the dependency tree the functions were tested with: ' +
        'run `npm run lock:functions`.',
    ]);
  });
});

describe('scripts/deploy-guard.mjs', () => {
  const guard = (args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.GCLOUD_PROJECT;
    return spawnSync(process.execPath, [join(ROOT, 'scripts/deploy-guard.mjs'), ...args], {
      encoding: 'utf8',
      env,
    });
  };

  it('needs the project firebase deploy gives it', () => {
    const run = guard([]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'deploy-guard: which project? Pass --project <id> (firebase deploy sets it).',
    );
  });

  it('stops a deploy with every problem listed', () => {
    // No SITE_URL is set for this project, whatever this folder's build is.
    const run = guard(['--project', 'edge-nowhere']);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^Not deploying to "edge-nowhere":\n {2}- /);
    expect(run.stderr).toContain('SITE_URL is not set');
  });
});

describe('what npm run deploy builds for', () => {
  it("is the project of the build's settings, on SITE_URL's origin", () => {
    expect(deployTarget(root, { VITE_FIREBASE_PROJECT_ID: PROJECT })).toEqual({
      project: PROJECT,
      site: SITE,
      problems: [],
    });
  });

  it('refuses without a project, without SITE_URL, or with another VITE_SITE_URL', () => {
    expect(deployTarget(root, {}).problems).toEqual([
      "No VITE_FIREBASE_PROJECT_ID: put the project's settings in .env.local (README, Settings).",
    ]);
    expect(deployTarget(root, { VITE_FIREBASE_PROJECT_ID: 'edge-other' }).problems).toEqual([
      "SITE_URL is not set: add SITE_URL=https://<the site's domain> to functions/.env.edge-other.",
    ]);
    const env = { VITE_FIREBASE_PROJECT_ID: PROJECT, VITE_SITE_URL: 'https://old.example' };
    expect(deployTarget(root, env).problems).toEqual([
      `VITE_SITE_URL is https://old.example but SITE_URL is ${SITE}: leave VITE_SITE_URL unset.`,
    ]);
  });
});

describe("Hosting's upload, as firebase-tools lists it", () => {
  beforeEach(() => {
    // What the build once left in the hosting folder, and a server file copied in by mistake.
    write('dist/.server/index.js', 'export function prerenderSite() {}');
    write('dist/.vite/manifest.json', '{}');
    write('dist/.well-known/secret.txt', 'x');
  });

  it("leaves out every dot-folder with firebase.json's ignore", () => {
    expect(hostingProblems(root, FIREBASE_JSON)).toEqual([]);
  });

  it('would have published them with the ignore rules before dot-folders were left out', () => {
    const before = structuredClone(FIREBASE_JSON);
    before.hosting.ignore = before.hosting.ignore.filter((rule) => rule !== '**/.*/**');
    expect(hostingProblems(root, before)).toEqual([
      expect.stringMatching(/^Hosting would publish \.server\/index\.js \(a file in a dot-folder/),
      expect.stringMatching(/^Hosting would publish \.vite\/manifest\.json/),
      expect.stringMatching(/^Hosting would publish \.well-known\/secret\.txt/),
    ]);
  });

  it("refuses the server build's files wherever they are in the folder", () => {
    write('dist-server/chunks/page-abc.js', 'export const page = 1;');
    write('dist/assets/page-abc.js', 'export const page = 1;');
    write('dist/assets/server.js', 'export function prerenderSite() {}');
    write('dist/manifest.json', '{}');
    expect(hostingProblems(root, FIREBASE_JSON)).toEqual([
      expect.stringMatching(
        /^Hosting would publish assets\/page-abc\.js \(the app's server build\)/,
      ),
      expect.stringMatching(/^Hosting would publish assets\/server\.js \(the app's server build\)/),
      expect.stringMatching(/^Hosting would publish manifest\.json \(a build manifest\)/),
    ]);
  });
});
