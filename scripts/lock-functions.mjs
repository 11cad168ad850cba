#!/usr/bin/env node
// `npm run lock:functions`: writes functions/package-lock.json from the project's lockfile
// (scripts/lib/functions-lockfile.mjs), so a deploy installs the functions' dependencies at
// exactly the versions the suites ran them with. Run it after any `npm install` that changes
// them; the unit suite and the deploy guard fail until it has been.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { functionsLockfile } from './lib/functions-lockfile.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const read = (path) => JSON.parse(readFileSync(resolve(ROOT, path), 'utf8'));
const lock = functionsLockfile(read('package-lock.json'), read('functions/package.json'));
writeFileSync(resolve(ROOT, 'functions/package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
console.log(`functions/package-lock.json: ${Object.keys(lock.packages).length - 1} packages`);
