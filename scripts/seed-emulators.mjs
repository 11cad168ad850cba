// Seeds the running Emulator Suite with the demo backend's content and the two demo accounts,
// so `npm run emulators` shows the same site as `npm start`. It only ever talks to emulators:
// without FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST it uses the fixed ports from
// firebase.json, never a real project.
//
//   npm run emulators:seed [-- --subscribers 20000 --page-views 100000]
//
// The flags add a large audience (src/backend/seed/bulk-audience.ts) for measuring the CMS.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = resolve(import.meta.dirname, '..');
const PROJECT_ID = 'demo-edge-navigator';
const SEED_ENTRY = resolve(ROOT, 'src/backend/seed/index.ts');
const BULK_ENTRY = resolve(ROOT, 'src/backend/seed/bulk-audience.ts');

/** `--subscribers N` and `--page-views N`: a large audience on top of the seed (measurements). */
function bulkOptions(argv) {
  const value = (flag) => {
    const at = argv.indexOf(flag);
    const n = at >= 0 ? Number(argv[at + 1]) : 0;
    if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number`);
    return n;
  };
  return { subscribers: value('--subscribers'), pageViews: value('--page-views') };
}

/**
 * Writes the bulk audience in its order (documents, then the rollup markers, then the rollups),
 * 500 to a batch, so a trigger running meanwhile counts nothing twice.
 */
async function writeBulk(db, options) {
  const { bulkAudience } = await loadSeed(BULK_ENTRY);
  const documents = bulkAudience({ ...options, now: new Date() });
  for (let start = 0; start < documents.length; start += 500) {
    const batch = db.batch();
    for (const { path, data } of documents.slice(start, start + 500)) batch.set(db.doc(path), data);
    await batch.commit();
  }
  return documents.length;
}

/** The emulator address from the environment, else 127.0.0.1 and firebase.json's port. */
function emulatorHost(envName, emulator) {
  if (process.env[envName]) return process.env[envName];
  const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
  const port = config.emulators?.[emulator]?.port;
  if (typeof port !== 'number') throw new Error(`firebase.json has no emulators.${emulator}.port`);
  return `127.0.0.1:${port}`;
}

/** The seed's content files are imported as Vite reads them, `./x.md?raw`: as text. */
const rawText = {
  name: 'raw-text',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw-text',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({
      contents: readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

/**
 * The seed module is TypeScript shared with the demo backend; bundle it with esbuild into a
 * temporary ES module and import that, so the content exists once. `entry` picks another seed
 * module (the bulk audience).
 */
async function loadSeed(entry = SEED_ENTRY) {
  const { build } = await import('esbuild');
  const dir = mkdtempSync(join(tmpdir(), 'edge-seed-'));
  const outfile = join(dir, 'seed.mjs');
  try {
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'error',
      plugins: [rawText],
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes `items` into `collection`, the `id` becoming the document id (Dates → Timestamps). */
async function writeAll(db, collection, items) {
  // A batch holds at most 500 writes.
  for (let start = 0; start < items.length; start += 500) {
    const batch = db.batch();
    for (const { id, ...data } of items.slice(start, start + 500)) {
      batch.set(db.collection(collection).doc(id), data);
    }
    await batch.commit();
  }
  return items.length;
}

/** Creates (or resets) a demo account with a verified e-mail, its claims and its profile. */
async function upsertAccount(auth, db, role, account) {
  const uid = account.uid ?? `demo-${role}`;
  const fields = {
    email: account.email,
    password: account.password,
    displayName: account.name,
    emailVerified: true,
  };
  try {
    await auth.updateUser(uid, fields);
  } catch (error) {
    if (error?.code !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid, ...fields });
  }
  // The admin role is the custom claim and admins/{uid}, which the rules both check (as
  // `npm run admin:grant` writes them); the reader has neither.
  await auth.setCustomUserClaims(uid, role === 'admin' ? { admin: true } : null);
  const adminDoc = db.collection('admins').doc(uid);
  await (role === 'admin' ? adminDoc.set({ email: account.email }) : adminDoc.delete());
  await db.collection('users').doc(uid).set({ name: account.name });
  return uid;
}

/** The seed's subscribers, plus a confirmed one for the reader if the seed lacks it. */
function subscribersWithReader(subscribers, reader) {
  const email = reader.email.trim().toLowerCase();
  const hasReader = subscribers.some((s) => s.email === email && s.status === 'confirmed');
  if (hasReader) return subscribers;
  const now = new Date();
  return [
    ...subscribers,
    {
      id: 'subscriber-demo-reader',
      email,
      name: reader.name,
      source: 'newsletter',
      status: 'confirmed',
      createdAt: now,
      confirmedAt: now,
      unsubscribedAt: null,
    },
  ];
}

/** The seeded pieces of a content collection. */
function seedOf(dated, collection) {
  return { essays: dated.essays, articles: dated.dispatches, resources: dated.prompts }[collection];
}

/**
 * The seed's month of traffic, as the rollups the Analytics tab reads (the raw visits would
 * each wake a trigger): added with increments, so the sign-ups the triggers count meanwhile
 * stay.
 */
async function writeTraffic(db, seed, dated, FieldValue) {
  const published = (rows, status) =>
    new Set(rows.filter((row) => row.status === status).map((row) => row.slug));
  const { days, totals } = seed.trafficRollups(dated.traffic, {
    essays: published(dated.essays, 'published'),
    dispatches: published(dated.dispatches, 'published'),
    prompts: published(dated.prompts, 'active'),
  });
  const add = (map) =>
    Object.fromEntries(Object.entries(map).map(([key, n]) => [key, FieldValue.increment(n)]));
  const batch = db.batch();
  for (const day of days) {
    batch.set(
      db.collection('analytics_daily').doc(day.date),
      {
        date: day.date,
        pageViews: FieldValue.increment(day.pageViews),
        shares: FieldValue.increment(day.shares),
        signups: FieldValue.increment(0),
        pages: add(day.pages),
        platforms: add(day.platforms),
      },
      { merge: true },
    );
  }
  batch.set(db.collection('analytics_totals').doc('all'), add({ ...totals, signups: 0 }), {
    merge: true,
  });
  await batch.commit();
  return days.length;
}

async function main() {
  process.env.FIRESTORE_EMULATOR_HOST = emulatorHost('FIRESTORE_EMULATOR_HOST', 'firestore');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST', 'auth');

  const bulk = bulkOptions(process.argv.slice(2));
  const seed = await loadSeed();
  const { withSearchTerms } = await loadSeed(BULK_ENTRY);
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  // Dated as a demo started today: the newest dispatch two days old, a month of traffic.
  const dated = seed.seedAsOf(new Date());

  const app = initializeApp({ projectId: PROJECT_ID }, 'seed-emulators');
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  const auth = getAuth(app);

  const counts = {
    essays: await writeAll(db, 'essays', dated.essays),
    articles: await writeAll(db, 'articles', dated.dispatches),
    resources: await writeAll(db, 'resources', dated.prompts),
    // With their search terms, as the subscribe function stores them (the CMS searches them).
    subscribers: await writeAll(
      db,
      'subscribers',
      subscribersWithReader(dated.subscribers, seed.DEMO_ACCOUNTS.reader).map(withSearchTerms),
    ),
    'days of traffic': await writeTraffic(db, seed, dated, FieldValue),
  };
  // The CMS keeps slugs unique through slug_claims/{collection}:{slug} (src/domain/cms/).
  const claims = ['essays', 'articles', 'resources'].flatMap((collection) =>
    seedOf(dated, collection).map(({ id, slug }) => ({
      id: `${collection}:${slug}`,
      collection,
      slug,
      docId: id,
    })),
  );
  counts.slug_claims = await writeAll(db, 'slug_claims', claims);
  if (bulk.subscribers || bulk.pageViews) {
    counts['bulk documents (audience, rollups, markers)'] = await writeBulk(db, bulk);
  }
  const admin = await upsertAccount(auth, db, 'admin', seed.DEMO_ACCOUNTS.admin);
  const reader = await upsertAccount(auth, db, 'reader', seed.DEMO_ACCOUNTS.reader);

  const summary = Object.entries(counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(
    `Seeded ${PROJECT_ID} (Firestore ${process.env.FIRESTORE_EMULATOR_HOST}): ${summary}.`,
  );
  console.log(
    `Accounts (Auth ${process.env.FIREBASE_AUTH_EMULATOR_HOST}):\n` +
      `  admin  ${seed.DEMO_ACCOUNTS.admin.email} / ${seed.DEMO_ACCOUNTS.admin.password} (uid ${admin})\n` +
      `  reader ${seed.DEMO_ACCOUNTS.reader.email} / ${seed.DEMO_ACCOUNTS.reader.password} (uid ${reader})`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`seed-emulators failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Are the emulators running? Start them with `npm run emulators`.');
  process.exitCode = 1;
}
