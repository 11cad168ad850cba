import { afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { accountContract } from './account.contract.ts';
import { adminBouncesContract } from './audience-bounces.contract.ts';
import { adminInsightsContract } from './audience-insights.contract.ts';
import { adminNewsletterContract } from './audience-newsletter.contract.ts';
import { adminSubscribersContract } from './audience-subscribers.contract.ts';
import { adminLongformContract } from './admin-longform.contract.ts';
import { adminPromptsContract } from './admin-prompts.contract.ts';
import { adminRolesContract } from './admin-roles.contract.ts';
import { adminSlugHistoryContract } from './admin-slug-history.contract.ts';
import { authContract } from './auth.contract.ts';
import { contentContract } from './content.contract.ts';
import type { ContractHarness } from './harness.ts';
import { listsContract } from './lists.contract.ts';
import { scheduleContract } from './schedule.contract.ts';
import { searchContract } from './search.contract.ts';
import { visitorContract } from './visitor.contract.ts';

export type { ContractHarness, MailKind, Person, StoredCollection } from './harness.ts';
export { FIXTURE_DISPATCHES, FIXTURE_ESSAYS, FIXTURE_PROMPTS } from './fixtures.ts';

/**
 * Registers the whole Backend contract for one adapter: every test starts from `reset()` (the
 * content fixtures, no accounts), and the clients it made are released after it.
 */
export function backendContract(
  name: string,
  makeHarness: () => ContractHarness | Promise<ContractHarness>,
): void {
  describe(`the Backend contract: ${name}`, () => {
    let current: ContractHarness | undefined;
    const harness = () => {
      if (!current) throw new Error('the contract harness is not ready');
      return current;
    };
    beforeAll(async () => {
      current = await makeHarness();
    });
    beforeEach(async () => {
      await harness().reset();
    });
    afterEach(async () => {
      await current?.releaseClients();
    });
    authContract(harness);
    contentContract(harness);
    listsContract(harness);
    visitorContract(harness);
    accountContract(harness);
    // The CMS's audience side (AdminAudienceApis) and the subscription links.
    adminSubscribersContract(harness);
    adminNewsletterContract(harness);
    adminInsightsContract(harness);
    adminBouncesContract(harness);
    // The CMS's content side (issue 12).
    adminPromptsContract(harness);
    adminLongformContract(harness);
    adminSlugHistoryContract(harness);
    adminRolesContract(harness);
    // Scheduled publishing (issue 29).
    scheduleContract(harness);
    // The search index (issue 29).
    searchContract(harness);
  });
}
