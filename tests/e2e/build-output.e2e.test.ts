import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedEssays, seedSubscribers } from '../../src/backend/seed/index.ts';
import { BOOT_SCRIPT, ENTRY_META } from '../../src/platform/document/boot-script.ts';
import { MAIN_PAGE_MODULES, PAGE_MODULES } from '../../src/server/page-modules.ts';
import { hostingDeployList } from '../../scripts/lib/deploy-checks.mjs';
import { serverBuildDir } from '../../build/server-build-dir.mjs';
import { COMPILE_HINT } from '../../build/compile-hints.ts';
import {
  cmsEntryScripts,
  firstVisitScripts,
  precachedUrls,
  totalGzip,
  type Manifest,
} from './support/build-bytes.ts';
import { CMS_ENTRY_JS, FIRST_VISIT_JS, PRECACHE } from './support/byte-budgets.ts';

// What ships to visitors: a Firebase build (made here, into a temporary folder, its server half
// beside it) and the demo build the browser suites run (dist/).

const ROOT = resolve(import.meta.dirname, '../..');
let firebaseBuild: string;

/** Every file under `dir`, as paths relative to it. */
async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

const precached = precachedUrls;

beforeAll(async () => {
  firebaseBuild = await mkdtemp(join(tmpdir(), 'edge-firebase-build-'));
  await promisify(execFile)(
    'npx',
    [
      'vite',
      'build',
      '--outDir',
      firebaseBuild,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        // Vitest runs with NODE_ENV=test, which would make this a development bundle of React.
        NODE_ENV: 'production',
        VITE_FIREBASE_API_KEY: 'build-test-key',
        VITE_FIREBASE_PROJECT_ID: 'demo-edge-navigator',
      },
    },
  );
}, 180_000);

afterAll(async () => {
  if (!firebaseBuild) return;
  await rm(firebaseBuild, { recursive: true, force: true });
  await rm(serverBuildDir(firebaseBuild), { recursive: true, force: true });
});

/** The build's Vite manifest, kept in its server half (renderPage reads it; Hosting never). */
async function manifestOf(dir: string) {
  return JSON.parse(await readFile(join(serverBuildDir(dir), 'manifest.json'), 'utf8'));
}

/** The build's manifest, and the scripts every page's first visit runs (the shell names them). */
async function firstVisitOf(dir: string): Promise<{ manifest: Manifest; entry: string[] }> {
  const shell = await readFile(join(dir, 'shell.html'), 'utf8');
  const entry = new RegExp(`<meta name="${ENTRY_META}" content="([^"]+)"`).exec(shell)![1]!;
  return { manifest: (await manifestOf(dir)) as Manifest, entry: entry.split(' ') };
}

describe('a Firebase build', () => {
  it('gives a first visit to a main page 8 scripts at most: the entry, the page, what pages share', async () => {
    const { manifest, entry } = await firstVisitOf(firebaseBuild);
    for (const page of MAIN_PAGE_MODULES) {
      const scripts = firstVisitScripts(manifest, entry, page);
      // What the pages use beyond the entry is three files (build/page-groups.ts), not one
      // per way they and the lazy screens share it: seven scripts each when this was written.
      expect(scripts.size, page).toBeLessThanOrEqual(8);
    }
  });

  it("keeps within its byte budgets: each main page's first visit, the CMS entry, the precache", async () => {
    const { manifest, entry } = await firstVisitOf(firebaseBuild);
    const measured: Record<string, [number, number]> = {};
    for (const page of MAIN_PAGE_MODULES) {
      const bytes = await totalGzip(firebaseBuild, firstVisitScripts(manifest, entry, page));
      measured[page] = [bytes, FIRST_VISIT_JS[page]!];
    }
    measured.cms = [await totalGzip(firebaseBuild, cmsEntryScripts(manifest, entry)), CMS_ENTRY_JS];
    measured.precache = [
      await totalGzip(firebaseBuild, await precachedUrls(firebaseBuild)),
      PRECACHE,
    ];
    console.log('byte budgets (gzip: measured, budget)', measured);
    const over = Object.entries(measured).filter(([, [bytes, budget]]) => bytes > budget);
    expect(over, 'over budget (support/byte-budgets.ts)').toEqual([]);
  });

  it("opens each script of a first visit with V8's compile hint, and no lazy screen's (build/compile-hints.ts)", async () => {
    const { manifest, entry } = await firstVisitOf(firebaseBuild);
    const opening = async (script: string) =>
      (await readFile(join(firebaseBuild, script), 'utf8')).split('\n', 1)[0];
    const firstVisit = new Set<string>();
    // Each page the server draws is a first visit's page.
    for (const page of Object.values(PAGE_MODULES))
      for (const script of firstVisitScripts(manifest, entry, page)) firstVisit.add(script);
    for (const script of firstVisit) expect(await opening(script), script).toBe(COMPILE_HINT);
    // The CMS's own, and the backend's code (Firebase's SDK), are compiled as they are called.
    const lazy = [
      ...cmsEntryScripts(manifest, entry).filter((script) => !firstVisit.has(script)),
      ...Object.values(manifest)
        .filter((chunk) => chunk.name === 'firebase')
        .map((chunk) => `/${chunk.file}`),
    ];
    expect(lazy.length).toBeGreaterThan(1);
    for (const script of lazy) expect(await opening(script), script).not.toBe(COMPILE_HINT);
  });

  it("leaves out of a first visit the library code no page calls (vite.config.ts's treeshake)", async () => {
    const { manifest, entry } = await firstVisitOf(firebaseBuild);
    const sources = new Set<string>();
    for (const page of MAIN_PAGE_MODULES) {
      for (const script of firstVisitScripts(manifest, entry, page)) {
        // The bundler's own runtime has no map.
        const map = join(firebaseBuild, `${script}.map`);
        if (!existsSync(map)) continue;
        for (const source of JSON.parse(await readFile(map, 'utf8')).sources) sources.add(source);
      }
    }
    expect(
      [...sources].filter((s) => s.includes('/node_modules/react-dom/')).length,
    ).toBeGreaterThan(0);
    // Emotion's `withTheme` (never called) and what it takes.
    expect([...sources].filter((s) => /\/(hoist-non-react-statics|react-is)\//.test(s))).toEqual(
      [],
    );
  });

  it('holds no demo backend: no demo chunk, no demo password, seed draft or invented subscriber', async () => {
    // The server half too: renderPage deploys it.
    const server = serverBuildDir(firebaseBuild);
    const all = [
      ...(await files(firebaseBuild)),
      ...(await files(server)).map((file) => join('..', basename(server), file)),
    ];
    expect(all.filter((f) => /(^|\/)demo-[^/]*\.js$/.test(f))).toEqual([]);
    const secrets = [
      DEMO_ACCOUNTS.admin.password,
      DEMO_ACCOUNTS.reader.password,
      ...seedEssays.filter((e) => e.status === 'draft').map((e) => e.title),
      ...seedSubscribers.map((s) => s.email),
    ];
    expect(secrets.length).toBeGreaterThan(5);
    // Maps included: they are not deployed, but they show what went into the bundle.
    const found: string[] = [];
    for (const file of all) {
      const text = await readFile(join(firebaseBuild, file), 'utf8');
      for (const secret of secrets) if (text.includes(secret)) found.push(`${file}: ${secret}`);
    }
    expect(found).toEqual([]);
  });

  it('leaves the CMS out of the precache: fetched when an admin opens /admin', async () => {
    const manifest = (await manifestOf(firebaseBuild)) as Record<
      string,
      { src?: string; file: string; css?: string[] }
    >;
    const cms = Object.values(manifest)
      .filter((chunk) => chunk.src?.startsWith('src/features/admin/'))
      .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    expect(cms.length).toBeGreaterThan(0);
    const all = await files(firebaseBuild);
    for (const file of cms) expect(all).toContain(file);
    const urls = await precached(firebaseBuild);
    expect(urls).toContain('shell.html');
    expect(urls.filter((url) => cms.includes(url))).toEqual([]);
  });

  it('keeps its source maps hidden: no sourceMappingURL, none precached, none deployed', async () => {
    const all = await files(firebaseBuild);
    expect(all.filter((f) => f.endsWith('.map')).length).toBeGreaterThan(0);
    const pointing: string[] = [];
    for (const file of all.filter((f) => /\.(js|css|html)$/.test(f))) {
      const text = await readFile(join(firebaseBuild, file), 'utf8');
      if (/sourceMappingURL=/.test(text)) pointing.push(file);
    }
    expect(pointing).toEqual([]);
    expect((await precached(firebaseBuild)).filter((url) => url.endsWith('.map'))).toEqual([]);
    const firebaseJson = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8')) as {
      hosting: { ignore: string[] };
    };
    expect(firebaseJson.hosting.ignore).toContain('**/*.map');
  });

  it('runs one inline script, the boot script its policy allows by hash; the rest is data', async () => {
    const firebaseJson = await readFile(join(ROOT, 'firebase.json'), 'utf8');
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(firebaseJson).toContain(`'sha256-${hash}'`);
    // The shell, and a page the build prerendered (the function renders the same way).
    for (const file of ['shell.html', 'five-capabilities.html']) {
      const html = await readFile(join(firebaseBuild, file), 'utf8');
      // The app's code is named, not fetched: the boot script asks for it once the page has
      // painted, so nothing of it is on the way before the first paint.
      expect(html, file).toMatch(new RegExp(`<meta name="${ENTRY_META}" content="/assets/`));
      expect(html, file).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      const code = inline.filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes!),
      );
      expect(
        code.map(([, , text]) => text),
        file,
      ).toEqual([BOOT_SCRIPT]);
      expect(html.match(/\son[a-z]+\s*=/gi) ?? [], file).toEqual([]);
    }
  });
});

/**
 * What firebase-tools would upload from `dir` with firebase.json's ignore (its own listing) that
 * is not the site: anything in a dot-folder, a build manifest, the app's server code.
 */
async function unpublishable(dir: string): Promise<string[]> {
  const { hosting } = JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8')) as {
    hosting: { ignore: string[] };
  };
  const listed = hostingDeployList(dir, hosting.ignore);
  expect(listed).toContain('shell.html');
  const wrong: string[] = [];
  for (const file of listed) {
    if (file.split('/').some((part) => part.startsWith('.'))) wrong.push(file);
    else if (/(^|\/)manifest\.json$/.test(file)) wrong.push(file);
    else if (file.endsWith('.js')) {
      // The server entry's own export: the app's whole source, the CMS included.
      if ((await readFile(join(dir, file), 'utf8')).includes('prerenderSite')) wrong.push(file);
    }
  }
  return wrong;
}

describe("what Hosting publishes (firebase-tools' own file listing)", () => {
  it('is the site only on a Firebase build: its server half is beside it, out of the folder', async () => {
    expect(await unpublishable(firebaseBuild)).toEqual([]);
    const server = serverBuildDir(firebaseBuild);
    // The entry and its chunks (the lazy parts), what it renders for, what the build is for.
    const held = await files(server);
    expect(held.filter((file) => !file.startsWith('chunks/')).sort()).toEqual([
      'build.json',
      'index.js',
      'manifest.json',
      'shell.html',
    ]);
    expect(held.filter((file) => file.startsWith('chunks/')).length).toBeGreaterThan(10);
    expect(JSON.parse(await readFile(join(server, 'build.json'), 'utf8'))).toMatchObject({
      backend: 'firebase',
      projectId: 'demo-edge-navigator',
      emulators: false,
    });
  });

  it('is the site only on the demo build', async () => {
    expect(await unpublishable(join(ROOT, 'dist'))).toEqual([]);
  });
});

describe('the demo build (dist/, what the browser suites run)', () => {
  it('holds no Firebase SDK, and keeps the CMS out of the precache too', async () => {
    const dist = join(ROOT, 'dist');
    const withFirebase: string[] = [];
    for (const file of (await files(dist)).filter((f) => f.endsWith('.js'))) {
      const text = await readFile(join(dist, file), 'utf8');
      if (/firestore\.googleapis\.com|identitytoolkit\.googleapis\.com/.test(text)) {
        withFirebase.push(file);
      }
    }
    expect(withFirebase).toEqual([]);
    expect((await precached(dist)).filter((url) => /admin/.test(url))).toEqual([]);
  });
});
