import type { AdminContentApis } from '../../admin-content-api.ts';
import type { DemoContext } from '../context.ts';

/** Prompts, essays and dispatches, header images and roles, in the demo database. */
export function createDemoAdminContent(_ctx: DemoContext): AdminContentApis {
  return {};
}
