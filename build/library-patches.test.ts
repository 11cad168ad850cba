import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The libraries' files the site changes (patches/, applied at install by patch-package): each
// patch is for the version installed, that version is pinned, and it is applied.

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
};
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version: string; dependencies?: Record<string, string> }>;
};

/** Each patch's library and version, from its file name (`@scope+name+1.2.3.patch`). */
const PATCHES = readdirSync(join(ROOT, 'patches'))
  .filter((file) => file.endsWith('.patch'))
  .map((file) => {
    const [, name, version] = /^(.+)\+(\d+\.\d+\.\d+)\.patch$/.exec(file)!;
    return { file, name: name!.replace('+', '/'), version: version! };
  });

describe('the library patches', () => {
  it('are applied at every install', () => {
    expect(pkg.scripts.postinstall).toBe('patch-package --error-on-fail');
    expect(PATCHES.map((patch) => patch.name).sort()).toEqual(['@chakra-ui/react', 'react-router']);
  });

  it.each(PATCHES)('$file is for the version installed, pinned exactly', ({ name, version }) => {
    expect(lock.packages[`node_modules/${name}`]?.version).toBe(version);
    // Pinned by the site, or by the one package of the site's that depends on it.
    const pins = [
      pkg.dependencies[name],
      ...Object.entries(pkg.dependencies).map(
        ([dependency]) => lock.packages[`node_modules/${dependency}`]?.dependencies?.[name],
      ),
    ].filter(Boolean);
    expect(pins.length).toBeGreaterThan(0);
    expect(new Set(pins)).toEqual(new Set([version]));
    for (const pin of Object.keys(pkg.dependencies).filter(
      (d) => lock.packages[`node_modules/${d}`]?.dependencies?.[name],
    )) {
      expect(pkg.dependencies[pin], pin).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("leaves React Router's unused components free to be left out of the build", () => {
    const dist = join(ROOT, 'node_modules/react-router/dist/production');
    const chunks = readdirSync(dist)
      .filter((file) => /^chunk-[A-Z0-9]+\.mjs$/.test(file))
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .filter((code) => code.includes('function useRoutesImpl('));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(chunks[0]).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(chunks[0]).not.toMatch(/^\w+\.displayName = "/m);
  });
});
