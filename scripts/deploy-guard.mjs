#!/usr/bin/env node
// Refuses a deploy that would not work or not be what was tested (scripts/lib/deploy-checks.mjs):
// a demo, emulator or other project's build, renderPage's copy of another build, SITE_URL
// unset or not the build's, a function rewrite without pinTag, server files in Hosting's
// upload, a functions lockfile that is not the tested tree. firebase.json's predeploy hooks run
// it (firebase-tools gives the project in GCLOUD_PROJECT), so no deploy starts without it.
//
//   node scripts/deploy-guard.mjs [--project <id>]
import { resolve } from 'node:path';
import { deployProblems } from './lib/deploy-checks.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const at = process.argv.indexOf('--project');
const project = at >= 0 ? process.argv[at + 1] : process.env.GCLOUD_PROJECT;
if (!project) {
  console.error('deploy-guard: which project? Pass --project <id> (firebase deploy sets it).');
  process.exit(1);
}
const problems = deployProblems(ROOT, project);
if (problems.length > 0) {
  console.error(`Not deploying to "${project}":\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`deploy-guard: the build is for "${project}" and deploys as tested.`);
