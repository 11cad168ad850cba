#!/usr/bin/env node
// Browser tests: builds the production bundle (unless --no-build), then runs tests/e2e in
// system Chromium against `vite preview` (started by the suite's global setup).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const rest = args.filter((a) => a !== '--no-build');

const sh = (command) =>
  spawnSync(command, { cwd: root, shell: true, stdio: 'inherit', env: process.env }).status ?? 1;

if (!noBuild && sh('npx vite build') !== 0) process.exit(1);
process.exit(sh(['npx vitest run --config vitest.e2e.config.ts', ...rest].join(' ')));
