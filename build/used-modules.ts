// Which modules a page uses, by the names it imports: a walk of the module graph that follows
// an index file's re-exports only for the names asked of it (vite.config.ts groups the main
// pages' modules by it, build/page-groups.ts).

/** Names taken from a module: some of its exports, or all of it. */
export type Names = ReadonlySet<string> | 'all';

/** What a module imports and exports, as far as the walk goes. */
export interface ModuleShape {
  /** Its imports: where from, and the names taken ('all': a default, namespace or bare import). */
  imports: { source: string; names: Names }[];
  /**
   * Its `export { a as b } from`s: where from, and each exported name to the name it takes
   * ('*': the module whole, as a namespace).
   */
  reexports: { source: string; names: ReadonlyMap<string, string> }[];
  /** Its `export * from`s. */
  stars: string[];
  /** The names it exports from code of its own ('default' included); null: it cannot be told. */
  own: ReadonlySet<string> | null;
}

/** What the walk needs of the bundler: a module's shape, and a specifier resolved. */
export interface ModuleGraph {
  /** The module's shape, or null for a module with no code to read. */
  shape(id: string): ModuleShape | null;
  resolve(source: string, importer: string): Promise<string | null>;
}

/** An ESTree statement, as far as imports and exports go. */
export interface Statement {
  type: string;
  source?: { value: string } | null;
  declaration?: {
    type: string;
    id?: { name?: string } | null;
    declarations?: { id?: { name?: string } }[];
  } | null;
  specifiers?: { type: string; imported?: Name; local?: Name; exported?: Name }[];
  /** `export * as ns from`: the name. */
  exported?: Name | null;
  /** A directive's text ("use strict"); null for other statements. */
  directive?: string | null;
}
type Name = { name?: string; value?: string };
const nameOf = (node?: Name) => node?.name ?? node?.value ?? '';

/** A module's shape from its parsed body (ESTree statements). */
export function shapeOf(body: readonly Statement[]): ModuleShape {
  const shape = {
    imports: [] as { source: string; names: Names }[],
    reexports: [] as { source: string; names: Map<string, string> }[],
    stars: [] as string[],
    own: new Set<string>() as Set<string> | null,
  };
  /** Where each imported binding comes from ('*': a namespace, the module whole). */
  const bindings = new Map<string, { source: string; name: string }>();
  /** `export { a as b }` of this module's own bindings: b → a. */
  const exported = new Map<string, string>();
  // An index file of a library may import and export again what it gathers: with nothing else
  // in it, what it exports of its imports is followed as re-exports, for the names asked of it.
  const gathers = body.every(
    (node) =>
      typeof node.directive === 'string' ||
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      (node.type === 'ExportNamedDeclaration' && !node.declaration),
  );
  for (const node of body) {
    const source = node.source?.value;
    const specifiers = node.specifiers ?? [];
    if (node.type === 'ImportDeclaration' && source) {
      const named = specifiers.length > 0 && specifiers.every((s) => s.type === 'ImportSpecifier');
      shape.imports.push({
        source,
        names: named ? new Set(specifiers.map((s) => nameOf(s.imported))) : 'all',
      });
      for (const s of specifiers)
        bindings.set(nameOf(s.local), {
          source,
          name:
            s.type === 'ImportSpecifier'
              ? nameOf(s.imported)
              : s.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*',
        });
    } else if (node.type === 'ExportAllDeclaration' && source) {
      // `export * as ns from`: the module as a whole, under one name of this one's.
      if (node.exported)
        shape.reexports.push({ source, names: new Map([[nameOf(node.exported), '*']]) });
      else shape.stars.push(source);
    } else if (node.type === 'ExportNamedDeclaration' && source) {
      const names = new Map(specifiers.map((s) => [nameOf(s.exported), nameOf(s.local)] as const));
      shape.reexports.push({ source, names });
    } else if (node.type === 'ExportNamedDeclaration') {
      const declared = node.declaration;
      if (declared?.id?.name) shape.own?.add(declared.id.name);
      for (const d of declared?.declarations ?? []) if (d.id?.name) shape.own?.add(d.id.name);
      for (const s of specifiers) exported.set(nameOf(s.exported), nameOf(s.local));
      // `export const { a, b } = ...`: names a pattern holds; it cannot be told which.
      if (declared?.declarations?.some((d) => !d.id?.name)) shape.own = null;
    } else if (node.type === 'ExportDefaultDeclaration') {
      shape.own?.add('default');
    }
  }
  const passedOn = new Set<string>();
  for (const [name, local] of exported) {
    const from = gathers ? bindings.get(local) : undefined;
    if (!from) {
      shape.own?.add(name);
      continue;
    }
    shape.reexports.push({ source: from.source, names: new Map([[name, from.name]]) });
    passedOn.add(local);
  }
  // An import all of whose bindings are passed on is followed as those re-exports, not whole.
  const onlyPassedOn = (source: string) => {
    const locals = [...bindings].filter(([, from]) => from.source === source);
    return locals.length > 0 && locals.every(([local]) => passedOn.has(local));
  };
  shape.imports = shape.imports.filter(({ source }) => !onlyPassedOn(source));
  // CommonJS (no import or export at all): what it exports cannot be told.
  if (!body.some((node) => /^(Import|Export)/.test(node.type))) shape.own = null;
  return shape;
}

/**
 * The modules `start` uses, statically and all the way down, by the names taken: a module counts
 * when one of the names asked of it is its own export (then all its imports run, and count);
 * its re-exports are followed for the names asked that they export, and `export *` passes the
 * names on. So an index file, of the app's or of a library, brings only what is taken from it:
 * followed whole, the home page's import of the sign-up dialogs from `features/subscribe`
 * counted the e-mail sign-up form, which only its sections below the fold draw, as its first
 * screen's, and Chakra's index every component there is.
 */
export async function usedModules(graph: ModuleGraph, start: string): Promise<Set<string>> {
  const used = new Set<string>();
  /** The names asked of each module so far. */
  const asked = new Map<string, Set<string> | 'all'>();
  const pending: [string, Names][] = [[start, 'all']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [id, names] = next;
    if (id.startsWith('\0')) continue;
    const before = asked.get(id);
    if (before === 'all') continue;
    const fresh = names === 'all' ? 'all' : [...names].filter((name) => !before?.has(name));
    if (fresh !== 'all' && fresh.length === 0) continue;
    asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));
    const shape = graph.shape(id);
    if (!shape) continue;
    const wants = (name: string) => fresh === 'all' || fresh.includes(name);
    const follow = async (source: string, taken: Names) => {
      const target = await graph.resolve(source, id);
      if (target) pending.push([target, taken]);
    };
    if (!used.has(id) && (shape.own === null || fresh === 'all' || [...shape.own].some(wants))) {
      used.add(id);
      for (const { source, names: taken } of shape.imports) await follow(source, taken);
    }
    for (const { source, names: map } of shape.reexports) {
      const taken = [...map].filter(([exported]) => wants(exported)).map(([, local]) => local);
      if (taken.length > 0) await follow(source, taken.includes('*') ? 'all' : new Set(taken));
    }
    for (const source of shape.stars)
      await follow(source, fresh === 'all' ? 'all' : new Set(fresh));
  }
  return used;
}
