/** Adds a JSON report when scripts/test-all.mjs asks for one (VITEST_JSON_REPORT). */
export function reporters(): { reporters: string[]; outputFile?: { json: string } } {
  const json = process.env.VITEST_JSON_REPORT;
  return json
    ? { reporters: ['default', 'json'], outputFile: { json } }
    : { reporters: ['default'] };
}
