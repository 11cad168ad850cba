import type { AdminBackend } from '../../admin-api.ts';
import type { DemoContext } from '../context.ts';
import { createDemoAdminAudience } from './audience.ts';
import { createDemoAdminContent } from './content.ts';

/** The CMS's surface in the browser, with the semantics the rules and callables give Firebase. */
export function createDemoAdmin(ctx: DemoContext): AdminBackend {
  return { ...createDemoAdminContent(ctx), ...createDemoAdminAudience(ctx) };
}
