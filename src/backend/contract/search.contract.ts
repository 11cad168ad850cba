import { describe, expect, it } from 'vitest';
import { readSearchIndex } from '../../domain/search/search-index.ts';
import { publishedSearchIndex } from '../search-index.ts';
import { essayInput } from './admin-longform.contract.ts';
import type { ContractHarness } from './harness.ts';
import { asAdmin, asVisitor } from './personas.ts';

/**
 * The pieces in the search index as the site serves it (/search-index.json, built by the server
 * from what a visitor may read: renderPage does exactly this on Firebase), by key.
 */
async function indexedKeys(h: ContractHarness): Promise<string[]> {
  const file = await publishedSearchIndex(asVisitor(h).content, new Date());
  const docs = readSearchIndex(JSON.parse(JSON.stringify(file)));
  if (!docs) throw new Error('the search index is not of this format');
  return docs.map((doc) => doc.key).sort();
}

/** The search index (issue 29): everything published, nothing else, and what is due once due. */
export function searchContract(harness: () => ContractHarness): void {
  describe('the search index', () => {
    it('holds every published essay, dispatch and active prompt, and no draft', async () => {
      expect(await indexedKeys(harness())).toEqual([
        'dispatch:dispatch-earlier',
        'dispatch:dispatch-later',
        'essay:essay-earlier',
        'essay:essay-later',
        'prompt:prompt-newer',
        'prompt:prompt-older',
      ]);
    });

    it('leaves a scheduled essay out until the scheduler publishes it', async () => {
      const h = harness();
      const admin = await (await asAdmin(h)).backend.loadAdmin();
      const draft = await admin.essays.create(essayInput({ slug: 'searched-later' }));
      const at = new Date(Date.now() + 4000);
      await admin.essays.update(
        draft.id,
        essayInput({ status: 'scheduled', scheduledAt: at, slug: 'searched-later' }),
        draft.version,
      );
      expect(await indexedKeys(h)).not.toContain('essay:searched-later');
      await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 100));
      await h.runScheduler();
      expect(await indexedKeys(h)).toContain('essay:searched-later');
    });
  });
}
