import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ROOT_PAGES } from '../domain/piece-paths.ts';
import { routes } from './routes.tsx';

const children = (table: RouteObject[]): RouteObject[] =>
  table.flatMap((route) => [route, ...children(route.children ?? [])]);

describe('the pages at the root of the site', () => {
  it("are the route table's own pages of one segment, which no piece's /{slug} shows", () => {
    const own = children(routes)
      .map((route) => route.path?.split('/')[0])
      .filter((segment): segment is string => Boolean(segment) && !/^[:*]/.test(segment!));
    const atRoot = children(routes)
      .filter((route) => route.path && !route.path.includes('/') && !/^[:*]/.test(route.path))
      .map((route) => route.path!.replace(/\?$/, ''));
    const firstSegments = [...new Set(own)].filter(
      (segment) => !['essays', 'dispatches', 'prompts', 'engineering'].includes(segment),
    );
    expect([...ROOT_PAGES].sort()).toEqual([...new Set([...atRoot, ...firstSegments])].sort());
  });
});
