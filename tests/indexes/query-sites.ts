// Every place in the code that shapes a Firestore query, found by reading the sources: the web
// adapter (src/backend/firebase/) and the Cloud Functions (functions/src/). A query's index
// needs come from its filters and orders, so a site is any use of where, orderBy or
// collectionGroup: as a call, as a method, or passed on as a value (then it is only ever "run"
// at its own line if called there, so moving it out of sight fails the coverage check instead
// of escaping it).
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Where query code lives: the web adapter and the functions. */
export const QUERY_ROOTS = ['src/backend/firebase', 'functions/src'];

/** The query builders whose use decides an index (limit, cursors and counts do not). */
const BUILDERS = new Set(['where', 'orderBy', 'collectionGroup']);

/** One use of a query builder: its file (from the project root) and its lines. */
export interface QuerySite {
  file: string;
  line: number;
  endLine: number;
  text: string;
}

/** The TypeScript files under the query roots, tests left out. */
export function sourceFiles(root = ROOT): string[] {
  return QUERY_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => relative(root, join(e.parentPath, e.name))),
  ).sort();
}

/** The query-builder sites of one source text. */
export function sitesIn(file: string, text: string): QuerySite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  // Names the file gives the builders it imports (`import { where as w }` makes `w` one).
  const local = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    for (const element of named.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (BUILDERS.has(imported)) local.add(element.name.text);
    }
  }
  const sites: QuerySite[] = [];
  // `name` is the builder's name, `callee` what a call would call (the name, or `x.where`). A
  // call spans from the name to its closing parenthesis; a stack trace names one of those lines.
  const add = (name: ts.Node, callee: ts.Node) => {
    const call = ts.isCallExpression(callee.parent) && callee.parent.expression === callee;
    const end = call ? callee.parent.getEnd() : callee.getEnd();
    sites.push({
      file,
      line: source.getLineAndCharacterOfPosition(name.getStart()).line + 1,
      endLine: source.getLineAndCharacterOfPosition(end).line + 1,
      text: (call ? callee.parent : callee).getText().replace(/\s+/g, ' ').slice(0, 80),
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && local.has(node.text) && !isPropertyName(node)) add(node, node);
    if (ts.isPropertyAccessExpression(node) && BUILDERS.has(node.name.text)) add(node.name, node);
    if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      BUILDERS.has(node.argumentExpression.text)
    ) {
      add(node.argumentExpression, node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites.sort((a, b) => a.line - b.line);
}

/** A name that is a property (`x.where`, `{ where: 1 }`) rather than the imported binding. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node)
  );
}

/** Every query-builder site in the code. */
export function querySites(root = ROOT): QuerySite[] {
  return sourceFiles(root).flatMap((file) => sitesIn(file, readFileSync(join(root, file), 'utf8')));
}
