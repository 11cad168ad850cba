#!/usr/bin/env node
// Browser tests: builds the production bundle (unless --no-build), then runs tests/e2e in
// system Chromium against `vite preview` (started by the suite's global setup).
//
//   node scripts/run-e2e.mjs [--no-build] [vitest args...]
//
// The arguments reach Vitest as they were given (no shell): `-t "a name"` stays one filter.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const rest = args.filter((a) => a !== '--no-build');

const run = (command, commandArgs) =>
  spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (!noBuild && run('npx', ['vite', 'build']) !== 0) process.exit(1);
process.exit(run('npx', ['vitest', 'run', '--project', 'e2e', ...rest]));
