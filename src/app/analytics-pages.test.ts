import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  FIXED_PAGES,
  OTHER_PAGES,
  pageRoute,
  type KnownSlugs,
} from '../domain/analytics/page-routes.ts';
import { routes } from './routes.tsx';

const children = (routes[0]?.children ?? []) as RouteObject[];
// One slug published as each kind, so every content route has one to name.
const KNOWN: KnownSlugs = {
  essays: new Set(['a-slug']),
  dispatches: new Set(['a-slug']),
  prompts: new Set(['a-slug']),
};
/** A path each parameter could take on this site (a published slug, a category). */
const SAMPLES: Record<string, string> = {
  ':slug': 'a-slug',
  ':category': 'edge-signals',
  ':tab?': 'analytics',
};

describe("the analytics' pages and the route table", () => {
  it('count every page of the route table under itself, none as other', () => {
    const paths = children
      .filter((route) => route.path !== '*')
      .map((route) => `/${route.path ?? ''}`);
    for (const path of paths) {
      const fixed = path.replace(/\/[^/]+\?$/, '');
      const sample = path
        .split('/')
        .map((part) => SAMPLES[part] ?? part.replace(/\?$/, ''))
        .join('/');
      expect(pageRoute(sample, KNOWN), path).not.toBe(OTHER_PAGES);
      if (!path.includes(':')) expect(FIXED_PAGES, path).toContain(fixed);
    }
  });
});
