// `firebase deploy` prepares the functions before it deploys anything: it checks the runtime
// against firebase-tools' supported/decommissioned list, validates the package and discovers the
// functions by loading the built functions/lib/index.js through the functions SDK's manifest.
// These tests call firebase-tools' own code for that (no copy of its logic), with no network.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROJECT_ID } from '../test/emulators.ts';
import { firebaseTools, type DiscoveredEndpoint } from '../test/firebase-tools.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE = join(ROOT, 'functions');
const FIREBASE_CONFIG = { projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` };

/** Loads a firebase.json (the project's, or another) as `firebase deploy` does. */
function loadConfig(projectDir = ROOT) {
  const { Config } = firebaseTools.config;
  const options = { cwd: projectDir, projectDir, project: PROJECT_ID, nonInteractive: true };
  return { ...options, config: Config.load(options) };
}

/** firebase-tools' deploy preparation up to the point where it would talk to Google. */
async function prepareFunctions(projectDir = ROOT): Promise<DiscoveredEndpoint[]> {
  const { prepare, projectConfig, build, backend, validate } = firebaseTools;
  const options = loadConfig(projectDir);
  const config = projectConfig.normalizeAndValidate(options.config.src.functions);
  const builds = await prepare.loadCodebases(
    config,
    options,
    FIREBASE_CONFIG,
    { firebase: FIREBASE_CONFIG },
    undefined,
  );
  const discovered = builds.default;
  if (!discovered) throw new Error('no default codebase discovered');
  await prepare.resolveDefaultRegionsForBuild(discovered, backend.empty(), {});
  // The parameters as an interactive deploy takes them: SITE_URL from the project's .env file,
  // every other one at the default its prompt offers.
  const userEnvs: Record<string, string> = { SITE_URL: 'https://edge.example' };
  for (const param of discovered.params) {
    if (param.type !== 'secret' && !(param.name in userEnvs)) {
      userEnvs[param.name] = String(param.default ?? '');
    }
  }
  const { backend: want } = await build.resolveBackend({
    build: discovered,
    firebaseConfig: FIREBASE_CONFIG,
    userEnvs,
    nonInteractive: true,
    isEmulator: true,
  });
  prepare.resolveCpuAndConcurrency(want);
  prepare.resolveDefaultTimeout(want);
  validate.endpointsAreValid(want, backend.empty());
  return backend.allEndpoints(want).sort((a, b) => a.id.localeCompare(b.id));
}

describe('deploy preparation (firebase-tools, offline)', () => {
  beforeEach(() => {
    // The SDK version check asks npm for the latest firebase-functions; offline it says nothing.
    vi.stubEnv('npm_config_offline', 'true');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('discovers every function from functions/lib on a supported runtime', async () => {
    const endpoints = await prepareFunctions();
    const kinds = Object.fromEntries(
      endpoints.map((endpoint) => [
        endpoint.id,
        endpoint.callableTrigger
          ? 'callable'
          : endpoint.eventTrigger
            ? 'event'
            : endpoint.scheduleTrigger
              ? 'schedule'
              : 'https',
      ]),
    );
    expect(kinds).toEqual({
      claimAdminRole: 'callable',
      deleteContent: 'callable',
      reorderPrompts: 'callable',
      savePiece: 'callable',
      savePrompt: 'callable',
      searchUnsplash: 'callable',
      setAdminRole: 'callable',
      trackUnsplashDownload: 'callable',
      confirmSubscription: 'callable',
      getContactSecuritySummary: 'callable',
      recordEvent: 'callable',
      // The site's pages behind Hosting's rewrites (issue 14).
      renderPage: 'https',
      rollupPageView: 'event',
      rollupShare: 'event',
      rollupSignup: 'event',
      // Counters without hot documents, mail that bounces (issue 25).
      foldAnalytics: 'schedule',
      onMailDelivery: 'event',
      mailProviderEvents: 'https',
      settleNewsletterDelivery: 'schedule',
      // Scheduled publishing (issue 29).
      publishScheduled: 'schedule',
      scheduleNewsletter: 'callable',
      unscheduleNewsletter: 'callable',
      sendNewsletter: 'callable',
      submitContact: 'callable',
      subscribe: 'callable',
      unsubscribe: 'callable',
      unsubscribeOneClick: 'https',
    });
    for (const endpoint of endpoints) {
      expect(endpoint).toMatchObject({ platform: 'gcfv2', runtime: 'nodejs22' });
      // Every endpoint: a flood scales to a bounded bill, not an unbounded one.
      expect(endpoint.maxInstances).toBeGreaterThan(0);
    }
    // The rollup triggers are retried (their markers make a retry count nothing twice), and so
    // is the mail trigger (a report it counted is never counted again).
    for (const id of ['rollupPageView', 'rollupShare', 'rollupSignup', 'onMailDelivery']) {
      expect(endpoints.find((endpoint) => endpoint.id === id)?.eventTrigger).toMatchObject({
        retry: true,
      });
    }
  });

  it('sizes renderPage from its measured render cost, with no minimum instance by default', async () => {
    const renderPage = (await prepareFunctions()).find((endpoint) => endpoint.id === 'renderPage');
    // Hosting pins each release to renderPage's revision (pinTag), which refuses minInstances.
    expect(renderPage).toMatchObject({
      maxInstances: 20,
      concurrency: 8,
      cpu: 1,
      availableMemoryMb: 512,
      minInstances: 0,
      timeoutSeconds: 30,
    });
  });

  it('uploads the functions with their own lockfile, and none of their sources or modules', async () => {
    const config = loadConfig().config.src.functions![0] as { ignore: string[] };
    const files = (
      await firebaseTools.fsAsync.readdirRecursive({ path: SOURCE, ignoreStrings: config.ignore })
    ).map((file) => file.name.slice(SOURCE.length + 1));
    expect(files).toEqual(
      expect.arrayContaining(['package.json', 'package-lock.json', 'lib/index.js']),
    );
    expect(files.filter((file) => /^(src|test|node_modules)\/|\.env\.local$/.test(file))).toEqual(
      [],
    );
  });

  it("picks the same runtime from package.json's engines as from firebase.json", () => {
    const { getRuntimeChoice } = firebaseTools.nodeRuntime;
    const { isDecommissioned } = firebaseTools.supported;
    const fromEngines = getRuntimeChoice(SOURCE, undefined);
    const fromFirebaseJson = loadConfig().config.src.functions?.[0]?.runtime;
    expect(fromEngines).toBe(fromFirebaseJson);
    expect(isDecommissioned(fromEngines)).toBe(false);
  });

  it('firestore.indexes.json, as firebase-tools validates it, sets the TTL fields', () => {
    const api = new firebaseTools.firestoreApi.FirestoreApi();
    const spec = api.upgradeOldSpec(
      JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')),
    );
    api.validateSpec(spec);
    const ttl = spec.fieldOverrides.filter((field) => field.ttl);
    expect(ttl.map((field) => [field.collectionGroup, field.fieldPath])).toEqual([
      ['rate_limits', 'expireAt'],
      ['contact_security_events', 'expireAt'],
      ['analytics_markers', 'expireAt'],
      ['page_views', 'expireAt'],
      ['social_shares', 'expireAt'],
      ['mail', 'expireAt'],
      ['analytics_shards', 'expireAt'],
    ]);
  });

  it('refuses a decommissioned runtime, as it refused nodejs20', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edge-deploy-'));
    try {
      const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
        functions: Array<Record<string, unknown>>;
      };
      config.functions = config.functions.map((codebase) => ({
        ...codebase,
        source: SOURCE,
        runtime: 'nodejs20',
      }));
      writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
      await expect(prepareFunctions(dir)).rejects.toThrow(
        'Runtime Node.js 20 was decommissioned on 2026-10-30',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
