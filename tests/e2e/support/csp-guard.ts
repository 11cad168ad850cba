import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

// Every browser journey runs under the site's Content-Security-Policy (firebase.json's, served
// by the test server): any violation a page or worker reports fails the test it happened in.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
