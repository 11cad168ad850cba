import { dispatchEntity, essayEntity } from '../../../domain/entities/longform.ts';
import type { Dispatch, Essay } from '../../../domain/types.ts';
import type { AdminContentApis } from '../../admin-content-api.ts';
import type { DemoContext } from '../context.ts';
import { createDemoAdminImages } from './images.ts';
import { createDemoAdminLongform } from './longform.ts';
import { createDemoAdminPrompts } from './prompts.ts';
import { createDemoAdminRoles } from './roles.ts';

/** Prompts, essays and dispatches, header images and roles, in the demo database. */
export function createDemoAdminContent(ctx: DemoContext): AdminContentApis {
  return {
    prompts: createDemoAdminPrompts(ctx),
    essays: createDemoAdminLongform<Essay>(ctx, 'essays', essayEntity),
    dispatches: createDemoAdminLongform<Dispatch>(ctx, 'articles', dispatchEntity),
    images: createDemoAdminImages(ctx),
    roles: createDemoAdminRoles(ctx),
  };
}
