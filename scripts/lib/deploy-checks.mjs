// What `npm run deploy` (and firebase.json's predeploy hooks, so a bare `firebase deploy` too)
// checks before anything leaves this machine: each check answers the problems it found, in
// words that say what to do. scripts/deploy-guard.mjs runs them all.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { functionsLockfile } from './functions-lockfile.mjs';
import { BUILD_INFO_FILE, serverBuildDir } from '../../build/server-build-dir.mjs';

// firebase-tools' own code (the CLI `npm run deploy` runs), not a copy of its logic.
const firebaseTools = createRequire(
  `${resolve(import.meta.dirname, '../../node_modules/firebase-tools/lib')}/`,
);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const readIfThere = (path) => (existsSync(path) ? readJson(path) : null);

/** The build about to be deployed (dist-server/build.json), or null. */
export function builtApp(root) {
  return readIfThere(join(serverBuildDir(join(root, 'dist')), BUILD_INFO_FILE));
}

/**
 * The app's build is a Firebase build for `project` (not the demo, not an emulator build, not
 * another project's), and renderPage's copy (functions/lib/ssr/) is that same build.
 */
export function buildProblems(root, project) {
  const app = builtApp(root);
  if (!app) {
    return ['No app build in dist/ (dist-server/build.json is missing): run `npm run deploy`.'];
  }
  const problems = [];
  if (app.backend !== 'firebase') {
    problems.push(
      'dist/ is a demo build (no VITE_FIREBASE_* settings): it would publish the in-browser demo. ' +
        "Put the project's settings in .env.local and run `npm run deploy`.",
    );
  } else if (app.emulators) {
    problems.push('dist/ was built for the emulators (VITE_USE_EMULATORS=1): build without it.');
  } else if (app.projectId !== project) {
    problems.push(
      `dist/ was built for the project "${app.projectId}", not "${project}": set ` +
        `VITE_FIREBASE_PROJECT_ID=${project} (and its other settings) in .env.local and run ` +
        '`npm run deploy`.',
    );
  }
  const shipped = readIfThere(join(root, 'functions/lib/ssr', BUILD_INFO_FILE));
  if (shipped?.id !== app.id) {
    problems.push(
      'functions/lib/ssr/ is not the build in dist/, so renderPage would name files Hosting does ' +
        'not serve: build the functions again (`npm run build -w functions`).',
    );
  }
  return problems;
}

/** The functions' parameters for `project`, read as `firebase deploy` reads them. */
export function deployParams(root, project) {
  const env = firebaseTools('./functions/env');
  return env.loadUserEnvs({
    functionsSource: join(root, 'functions'),
    projectId: project,
    projectDir: root,
    isEmulator: false,
  });
}

/**
 * SITE_URL (the one source of the site's origin: links in pages, feeds and e-mails) is set, an
 * https origin, and the one the build's prerendered pages and robots.txt name.
 */
export function siteProblems(params, project, app) {
  const site = params.SITE_URL;
  const where = `functions/.env.${project}`;
  if (!site) {
    return [`SITE_URL is not set: add SITE_URL=https://<the site's domain> to ${where}.`];
  }
  let url = null;
  try {
    url = new URL(site);
  } catch {
    // said below
  }
  if (!url || url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash) {
    return [`SITE_URL must be the site's https origin, like https://edge.example (${where}).`];
  }
  if (app && app.site !== url.origin) {
    return [
      `dist/ names ${app.site} in its prerendered pages and robots.txt, but SITE_URL is ` +
        `${url.origin}: run \`npm run deploy\`, which builds with SITE_URL.`,
    ];
  }
  return [];
}

/**
 * Every function rewrite pins its function (`pinTag`: the Hosting release serves the revision
 * deployed with it, so a new renderPage never names files the live release lacks), and
 * renderPage keeps no minimum instances, which firebase-tools refuses beside a pin only once the
 * functions are out.
 */
export function rewriteProblems(config, params, project) {
  const problems = [];
  for (const rewrite of config.hosting?.rewrites ?? []) {
    if (rewrite.function && rewrite.function.pinTag !== true) {
      problems.push(
        `firebase.json: the rewrite of "${rewrite.source}" to ${rewrite.function.functionId} ` +
          'needs "pinTag": true (without it, the new function answers before Hosting has the ' +
          'files it names).',
      );
    }
  }
  const minimum = Number(params.RENDER_MIN_INSTANCES ?? 0);
  if (minimum > 0) {
    problems.push(
      `RENDER_MIN_INSTANCES is ${minimum}, but Hosting pins renderPage (pinTag) and firebase-tools ` +
        `refuses minimum instances on a pinned function: set it to 0 in functions/.env.${project}.`,
    );
  }
  return problems;
}

/** The files firebase-tools would upload from the hosting folder (its own listing). */
export function hostingDeployList(publicDir, ignore) {
  return firebaseTools('./listFiles').listFiles(publicDir, ignore);
}

/**
 * Nothing but the site in Hosting's upload: no file in a dot-folder, no Vite manifest, no file
 * of the app's server build (which holds every page's and the CMS's source).
 */
export function hostingProblems(root, config) {
  const publicDir = join(root, config.hosting.public);
  const serverDir = serverBuildDir(publicDir);
  const hash = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');
  // Every file of the server half but the shell, which Hosting serves too.
  const serverFiles = new Set(
    existsSync(serverDir)
      ? readdirSync(serverDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile() && entry.name !== 'shell.html')
          .map((entry) => hash(join(entry.parentPath, entry.name)))
      : [],
  );
  const problems = [];
  for (const file of hostingDeployList(publicDir, config.hosting.ignore).sort()) {
    const reason = file.split('/').some((part) => part.startsWith('.'))
      ? 'a file in a dot-folder or a dot-file'
      : /(^|\/)manifest\.json$/.test(file)
        ? 'a build manifest'
        : serverFiles.has(hash(join(publicDir, file)))
          ? "the app's server build"
          : null;
    if (reason)
      problems.push(
        `Hosting would publish ${file} (${reason}): firebase.json's "ignore" lets it through.`,
      );
  }
  return problems;
}

/** functions/package-lock.json is the tree the suites ran the functions with. */
export function lockfileProblems(root) {
  const committed = readIfThere(join(root, 'functions/package-lock.json'));
  const derived = functionsLockfile(
    readJson(join(root, 'package-lock.json')),
    readJson(join(root, 'functions/package.json')),
  );
  return JSON.stringify(committed) === JSON.stringify(derived)
    ? []
    : [
        'functions/package-lock.json is not the dependency tree the functions were tested ' +
          'with: run `npm run lock:functions`.',
      ];
}

/**
 * What `npm run deploy` builds for, from the build's settings (`env`: the VITE_* variables) and
 * the project's parameters: its project and SITE_URL's origin, or the problems in the way.
 */
export function deployTarget(root, env) {
  const project = env.VITE_FIREBASE_PROJECT_ID;
  if (!project) {
    return {
      problems: [
        "No VITE_FIREBASE_PROJECT_ID: put the project's settings in .env.local (README, Settings).",
      ],
    };
  }
  const params = deployParams(root, project);
  const problems = siteProblems(params, project, null);
  if (problems.length > 0) return { problems };
  const site = new URL(params.SITE_URL).origin;
  if (env.VITE_SITE_URL && new URL(env.VITE_SITE_URL).origin !== site) {
    return {
      problems: [
        `VITE_SITE_URL is ${env.VITE_SITE_URL} but SITE_URL is ${site}: leave VITE_SITE_URL unset.`,
      ],
    };
  }
  return { project, site, problems: [] };
}

/** Every problem with deploying the project in `root` to `project`. */
export function deployProblems(root, project) {
  const config = readJson(join(root, 'firebase.json'));
  const params = deployParams(root, project);
  return [
    ...buildProblems(root, project),
    ...siteProblems(params, project, builtApp(root)),
    ...rewriteProblems(config, params, project),
    ...hostingProblems(root, config),
    ...lockfileProblems(root),
  ];
}
