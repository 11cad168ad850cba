#!/usr/bin/env node
// `npm run deploy [-- <firebase deploy options>]`: builds the app for the project in .env.local
// (VITE_FIREBASE_PROJECT_ID) on the site's address (SITE_URL, from functions/.env.<project>:
// the one source of the site's origin), then runs `firebase deploy --project <it>`, whose
// predeploy hooks build the functions and run the deploy guard (scripts/deploy-guard.mjs).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { deployTarget } from './lib/deploy-checks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const FIREBASE_BIN = resolve(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

const env = loadEnv('production', ROOT, 'VITE_');
const { project, site, problems } = deployTarget(ROOT, env);
if (problems.length > 0) {
  console.error(`deploy: ${problems.join('\n')}`);
  process.exit(1);
}
const run = (command, args, extraEnv = {}) =>
  spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...extraEnv } })
    .status ?? 1;
if (run('npm', ['run', 'build'], { VITE_SITE_URL: site, NODE_ENV: 'production' }) !== 0) {
  console.error('deploy: the build failed (see above).');
  process.exit(1);
}
process.exit(
  run(process.execPath, [FIREBASE_BIN, 'deploy', '--project', project, ...process.argv.slice(2)]),
);
