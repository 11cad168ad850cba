// What the CMS's backend calls answer when they refuse (admin-cms.md sections 5 and 7,
// DECISIONS.md), shared by both adapters and the Cloud Functions.

/** An admin call made while nobody is signed in (section 5). */
export const MUST_BE_AUTHENTICATED = 'Must be authenticated';
/** A prompt ("resource") write made while nobody is signed in (section 5: 'Must be authenticated...'). */
export const MUST_BE_AUTHENTICATED_FOR_RESOURCES = 'Must be authenticated to change resources';
/** Updating a prompt that is not there (section 7). */
export const RESOURCE_NOT_FOUND = 'Resource not found';
/** Updating an essay or dispatch that is not there. */
export const PIECE_NOT_FOUND = 'This piece no longer exists';
/** Two pieces of one collection may not share a slug (DECISIONS.md). */
export const SLUG_IN_USE = 'Slug already in use';
/** A save based on a version someone else has since replaced: nothing was overwritten. */
export const SAVE_CONFLICT =
  'Someone else saved this since you opened it. Nothing was overwritten.';
/** Creating a piece under an id that is taken (ids are random: practically never). */
export const PIECE_EXISTS = 'This piece already exists';
/** A prompt title that makes no slug (section 5's rule leaves nothing of it). */
export const TITLE_NEEDS_LETTERS = 'The title needs at least one letter or digit';
