// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDemoDatabase } from '../../backend/demo/database.ts';
import { createMemoryKeyValueStore } from '../../backend/demo/kv-store.ts';
import { createTestBackend } from '../../backend/demo/testing.ts';
import { seedEssays } from '../../backend/seed/index.ts';
import { contentKeys, invalidateContent } from '../../stores/content-keys.ts';
import { renderWithApp } from '../../test/render.tsx';
import { DispatchesSection } from './dispatches-section.tsx';
import { EssaysSection } from './essays-section.tsx';

describe('a CMS write of one kind', () => {
  it('shows at once on the home page: the essays are read again, the dispatches not', async () => {
    const storage = createMemoryKeyValueStore();
    const backend = createTestBackend({ storage });
    const essays = vi.spyOn(backend.content, 'listEssays');
    const dispatches = vi.spyOn(backend.content, 'listDispatches');
    const { queryClient } = renderWithApp(
      <>
        <EssaysSection onOpenEssay={vi.fn()} />
        <DispatchesSection />
      </>,
      { backend },
    );
    await screen.findByRole('link', { name: /Dispatch #41/ });
    await screen.findByRole('link', { name: /The Quiet Cost of Pilot Purgatory/ });
    expect(essays).toHaveBeenCalledTimes(1);

    // The CMS publishes an essay, then invalidates ['content', 'essays'].
    const fog = seedEssays.find((e) => e.slug === 'leading-through-the-fog')!;
    await createDemoDatabase(storage).mutate('essays', (items) => {
      items.push({ ...fog, id: 'essay-new', slug: 'just-published', title: 'Just Published' });
    });
    await invalidateContent(queryClient, 'essay');
    expect(await screen.findByRole('link', { name: /Just Published/ })).toBeInTheDocument();
    await waitFor(() => expect(essays).toHaveBeenCalledTimes(2));
    expect(dispatches).toHaveBeenCalledTimes(1);

    // Every public read of the home page sits under ['content', <kind>].
    const keys = queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThan(0);
    for (const [root, group] of keys) {
      expect(root).toBe(contentKeys.all[0]);
      expect(['essays', 'dispatches', 'prompts']).toContain(group);
    }
  });
});
