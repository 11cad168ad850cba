import { createHmac } from 'node:crypto';
import type { LinkSigner } from '../../src/domain/subscription-tokens.ts';

/** The site the tests' e-mail links point to. */
export const TEST_SITE_URL = 'https://edge.example';

/** A link signer under a test key (what linkSigner() is with the secret set). */
export const testSigner =
  (key = 'test-link-key'): LinkSigner =>
  async (message) =>
    createHmac('sha256', key).update(message).digest('hex');
