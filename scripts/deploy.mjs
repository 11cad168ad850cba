#!/usr/bin/env node
// `npm run deploy [-- <firebase deploy options>]`: builds the app for the project in .env.local
// (VITE_FIREBASE_PROJECT_ID) on the site's address (SITE_URL, from functions/.env.<project>:
// the one source of the site's origin), then runs `firebase deploy --project <it>`, whose
// predeploy hooks build the functions and run the deploy guard (scripts/deploy-guard.mjs).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { deployParams, siteProblems } from './lib/deploy-checks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FIREBASE_BIN = resolve(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

const env = loadEnv('production', ROOT, 'VITE_');
const project = env.VITE_FIREBASE_PROJECT_ID;
if (!project) {
  fail("no VITE_FIREBASE_PROJECT_ID: put the project's settings in .env.local (README, Settings).");
}
const params = deployParams(ROOT, project);
const problems = siteProblems(params, project, null);
if (problems.length > 0) fail(problems.join('\n'));
const site = new URL(params.SITE_URL).origin;
if (env.VITE_SITE_URL && new URL(env.VITE_SITE_URL).origin !== site) {
  fail(`VITE_SITE_URL is ${env.VITE_SITE_URL} but SITE_URL is ${site}: leave VITE_SITE_URL unset.`);
}
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...extraEnv } })
    .status ?? 1;
if (run('npm', ['run', 'build'], { VITE_SITE_URL: site, NODE_ENV: 'production' }) !== 0) {
  fail('the build failed (see above).');
}
process.exit(
  run(process.execPath, [FIREBASE_BIN, 'deploy', '--project', project, ...process.argv.slice(2)]),
);
