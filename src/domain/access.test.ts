import { describe, expect, it } from 'vitest';
import {
  ACCESS_COLLECTIONS,
  ACCESS_ROLES,
  accessRoleOf,
  accessRows,
  contentScope,
  isAllowed,
} from './access.ts';

describe('the access table', () => {
  it('lets everyone read public content and only admins the rest or write it', () => {
    for (const role of ACCESS_ROLES) {
      expect(isAllowed('essays', role, 'get', 'public')).toBe(true);
      expect(isAllowed('resources', role, 'list', 'public')).toBe(true);
      expect(isAllowed('articles', role, 'get', 'hidden')).toBe(role === 'admin');
      expect(isAllowed('essays', role, 'create', 'public')).toBe(role === 'admin');
    }
  });

  it('opens subscriber rows to their verified owner, profiles to their signed-in owner', () => {
    expect(isAllowed('subscribers', 'reader', 'list', 'own')).toBe(false);
    expect(isAllowed('subscribers', 'verified-reader', 'list', 'own')).toBe(true);
    expect(isAllowed('subscribers', 'subscriber', 'get', 'others')).toBe(false);
    expect(isAllowed('users', 'reader', 'update', 'own')).toBe(true);
    expect(isAllowed('users', 'admin', 'update', 'others')).toBe(false);
    expect(isAllowed('users', 'admin', 'get', 'others')).toBe(true);
  });

  it('gives a visitor no own documents and nobody the server-only collections', () => {
    expect(isAllowed('users', 'visitor', 'get', 'own')).toBe(false);
    expect(accessRows().some((row) => row.role === 'visitor' && row.scope === 'own')).toBe(false);
    for (const collection of [
      'rate_limits',
      'admins',
      'analytics_markers',
      'analytics_shards',
      'mail_health',
    ] as const) {
      expect(accessRows().filter((row) => row.collection === collection && row.allowed)).toEqual(
        [],
      );
    }
    expect(new Set(accessRows().map((row) => row.collection))).toEqual(new Set(ACCESS_COLLECTIONS));
  });

  it('lets admins read, and nobody write, what the audience functions keep', () => {
    for (const collection of [
      'mail',
      'newsletters',
      'analytics_daily',
      'analytics_totals',
    ] as const) {
      const allowed = accessRows().filter((row) => row.collection === collection && row.allowed);
      expect(allowed.map((row) => [row.operation, row.role])).toEqual([
        ['get', 'admin'],
        ['list', 'admin'],
      ]);
    }
  });

  it('tells roles and content scopes apart', () => {
    expect(accessRoleOf(null)).toBe('visitor');
    expect(accessRoleOf({ emailVerified: false, isAdmin: false }, true)).toBe('reader');
    expect(accessRoleOf({ emailVerified: true, isAdmin: false })).toBe('verified-reader');
    expect(accessRoleOf({ emailVerified: true, isAdmin: false }, true)).toBe('subscriber');
    expect(accessRoleOf({ emailVerified: true, isAdmin: true })).toBe('admin');
    expect(contentScope('essays', { status: 'published' })).toBe('public');
    expect(contentScope('resources', { status: 'published' })).toBe('hidden');
    expect(contentScope('resources', { status: 'active' })).toBe('public');
  });
});
