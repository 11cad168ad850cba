// One zod schema per entity: the types (domain/types.ts), the validation the forms, the demo
// and the Cloud Functions share, and the converters both ways (toDocument, readEntity).
export { fieldErrorsOf, invalidArgument, readEntity, toDocument, type Entity } from './entity.ts';
export { dispatchEntity, essayEntity } from './longform.ts';
export { promptEntity } from './prompt.ts';
export {
  contactEntity,
  pageViewEntity,
  profileEntity,
  socialShareEntity,
  subscriberEntity,
} from './visitor.ts';
