// functions/package-lock.json, derived from the project's package-lock.json: the dependency tree
// the functions were tested with (an npm workspace of the root, installed from its lockfile),
// laid out for functions/ on its own, so that Cloud Build's `npm ci` installs exactly those
// versions instead of resolving functions/package.json's ranges afresh. The functions suite,
// the unit suite and the deploy guard hold it equal to what this derives.

const WORKSPACE = 'functions';
const FLAGS = ['dev', 'optional', 'devOptional', 'peer'];

/** The lock location a package named `name` required from `from` resolves to, or null. */
function resolveIn(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const nested = dir.lastIndexOf('/node_modules/');
    dir = nested >= 0 ? dir.slice(0, nested) : '';
  }
}

/** A package's edges: [name, optional?] for its dependencies, optional ones and peers. */
function edgesOf(entry, { withDev = false } = {}) {
  const meta = entry.peerDependenciesMeta ?? {};
  return [
    ...Object.keys(entry.dependencies ?? {}).map((name) => [name, false]),
    ...Object.keys(entry.optionalDependencies ?? {}).map((name) => [name, true]),
    ...Object.keys(entry.peerDependencies ?? {}).map((name) => [name, !!meta[name]?.optional]),
    ...(withDev ? Object.keys(entry.devDependencies ?? {}).map((name) => [name, false]) : []),
  ];
}

/** The name of the package at a lock location (`node_modules/@a/b` → `@a/b`). */
const nameAt = (location) => location.slice(location.lastIndexOf('node_modules/') + 13);

/** Locations reachable from `roots` ([location, name, optional] edges) through `follow`. */
function closure(packages, roots, follow) {
  const seen = new Set();
  const queue = roots.filter(([, optional]) => follow(optional)).map(([location]) => location);
  while (queue.length > 0) {
    const location = queue.shift();
    if (seen.has(location)) continue;
    seen.add(location);
    for (const [name, optional] of edgesOf(packages[location])) {
      const target = resolveIn(packages, location, name);
      if (target && follow(optional)) queue.push(target);
    }
  }
  return seen;
}

/**
 * The lockfile of the workspace `functions` on its own, from the root's lockfile (`rootLock`)
 * and functions/package.json (`pkg`): every package it reaches at the version the root
 * installed, placed so Node finds the same one from each dependent; npm's dev/optional flags
 * worked out for functions alone. Throws when the root lockfile does not hold the workspace's
 * tree (run `npm install` first).
 */
export function functionsLockfile(rootLock, pkg) {
  const source = rootLock.packages;
  const rootEdges = (deps, optional, dev) =>
    Object.keys(deps ?? {}).map((name) => {
      const location = resolveIn(source, WORKSPACE, name);
      if (!location) throw new Error(`package-lock.json has no ${name} for functions/`);
      return [location, optional, dev];
    });
  const prod = [
    ...rootEdges(pkg.dependencies, false, false),
    ...rootEdges(pkg.optionalDependencies, true, false),
  ];
  const dev = rootEdges(pkg.devDependencies, false, true);
  // Which placed package gets which flag (npm's meaning, for functions/ alone).
  const prodRequired = closure(source, prod, (optional) => !optional);
  const prodAll = closure(source, prod, () => true);
  const required = closure(source, [...prod, ...dev], (optional) => !optional);

  // Lay the tree out again, breadth first: each package as high as it can go without another
  // version shadowing it for a dependent that needs it; where one does, under that dependent.
  const placed = new Map(); // new location → source location
  const packages = {
    '': {
      name: pkg.name,
      version: pkg.version,
      ...(pkg.dependencies ? { dependencies: pkg.dependencies } : {}),
      ...(pkg.optionalDependencies ? { optionalDependencies: pkg.optionalDependencies } : {}),
      ...(pkg.devDependencies ? { devDependencies: pkg.devDependencies } : {}),
      ...(pkg.engines ? { engines: pkg.engines } : {}),
    },
  };
  const view = () => Object.fromEntries([...placed.keys()].map((location) => [location, true]));
  const queue = [];
  const place = (location, from) => {
    placed.set(location, from);
    queue.push(location);
  };
  for (const [from] of [...prod, ...dev]) place(`node_modules/${nameAt(from)}`, from);
  while (queue.length > 0) {
    const at = queue.shift();
    const from = placed.get(at);
    for (const [name] of edgesOf(source[from])) {
      const wanted = resolveIn(source, from, name);
      if (!wanted) continue; // an optional dependency or peer this platform did not install
      const found = resolveIn(view(), at, name);
      if (found && placed.get(found) === wanted) continue;
      const top = `node_modules/${name}`;
      place(!found && !placed.has(top) ? top : `${at}/node_modules/${name}`, wanted);
    }
  }
  // Each dependent must find, in the new layout, the very package it found in the root's.
  const layout = view();
  for (const [at, from] of placed) {
    for (const [name] of edgesOf(source[from])) {
      const wanted = resolveIn(source, from, name);
      const found = resolveIn(layout, at, name);
      if (wanted && placed.get(found) !== wanted) {
        throw new Error(`functions/ lockfile: ${at} would find ${found} instead of ${wanted}`);
      }
    }
  }
  for (const [location, from] of [...placed].sort(([a], [b]) => a.localeCompare(b))) {
    const entry = Object.fromEntries(
      Object.entries(source[from]).filter(([k]) => !FLAGS.includes(k)),
    );
    const isDev = !prodAll.has(from);
    const isOptional = !required.has(from);
    if (!prodRequired.has(from)) {
      if (isDev) entry.dev = true;
      if (isOptional) entry.optional = true;
      if (!isDev && !isOptional) entry.devOptional = true;
    }
    packages[location] = entry;
  }
  return {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: rootLock.lockfileVersion,
    requires: true,
    packages,
  };
}
