import type { RoleGrant } from '../domain/cms/admin-roles.ts';
import type { DispatchInput, EssayInput, LongformInput } from '../domain/cms/longform-save.ts';
import type { OrderChange } from '../domain/cms/prompt-order.ts';
import type { PromptInput } from '../domain/cms/prompt-save.ts';
import type { UnsplashPhoto } from '../domain/cms/unsplash.ts';
import type { ContentVersion } from '../domain/cms/versions.ts';
import type { Dispatch, Essay, Prompt } from '../domain/types.ts';

export type { DispatchInput, EssayInput, OrderChange, PromptInput, UnsplashPhoto };

/**
 * The prompt library (`resources`), every prompt whatever its status. Writes need an admin;
 * signed out they fail with 'Must be authenticated...'.
 */
export interface AdminPromptsApi {
  /** Every prompt, in the library's order (order_index ascending, then newest first). */
  list(): Promise<Prompt[]>;
  /** An active prompt of type 'prompt', its slug from the title, owned by the caller. */
  create(input: PromptInput): Promise<Prompt>;
  /**
   * Saves over `baseVersion`, the version the form opened: 'aborted' when someone saved it
   * since (nothing is written), 'not-found' ('Resource not found') when it is gone.
   */
  update(id: string, input: PromptInput, baseVersion: number): Promise<Prompt>;
  remove(id: string): Promise<void>;
  /** Writes new order indexes, all or none. */
  reorder(changes: readonly OrderChange[]): Promise<void>;
}

/** Essays or dispatches, drafts included; every save keeps the version it replaces. */
export interface AdminLongformApi<T extends Essay | Dispatch> {
  /** Every piece, updated_at descending. */
  list(): Promise<T[]>;
  /** One piece as stored now (null when it is gone). */
  get(id: string): Promise<T | null>;
  /** Slugs are unique in the collection: 'already-exists' ('Slug already in use') otherwise. */
  create(input: LongformInput<T>): Promise<T>;
  /** Saves over `baseVersion`, as AdminPromptsApi.update does, keeping the version replaced. */
  update(id: string, input: LongformInput<T>, baseVersion: number): Promise<T>;
  remove(id: string): Promise<void>;
  /** The kept earlier versions (the last 20), newest first. */
  versions(id: string): Promise<ContentVersion<T>[]>;
}

/** Header images: upload to Storage, or pick from Unsplash. */
export interface AdminImagesApi {
  /**
   * Stores an image (jpeg, png, webp or gif, at most 10 MB) as
   * essay-images/essays/{timestamp}-{random}.{ext}; resolves with the URL pages show it at.
   */
  upload(file: File): Promise<string>;
  /** Unsplash's photos for a query, 12 at most (callable `searchUnsplash`). */
  search(query: string): Promise<UnsplashPhoto[]>;
  /** Tells Unsplash a photo was chosen (its download endpoint, as its API guidelines ask). */
  trackDownload(photo: UnsplashPhoto): Promise<void>;
}

/** Who is an admin (DECISIONS.md, Roles): the `admin` claim and admins/{uid}. */
export interface AdminRolesApi {
  /**
   * The signed-in owner takes the role: their verified e-mail must be on the ADMIN_EMAILS
   * allow-list. The account is secured first (`passwordReset`): every session ends, this one
   * included, and a link to choose a new password goes to the address; the role is there at the
   * next sign-in. (An admin already: nothing changes.)
   */
  claim(): Promise<RoleGrant>;
  /**
   * An admin grants or revokes the role of the account with this e-mail; either signs that
   * account out everywhere, and a grant sends it a link to choose a new password first
   * (`passwordReset`). The caller's own token is refreshed when it is theirs.
   */
  setRole(email: string, admin: boolean): Promise<RoleGrant>;
}

/**
 * The content side of the CMS (admin-cms.md: AI Prompts, Essays and dispatches, header images,
 * Settings): small named interfaces, one member each.
 */
export interface AdminContentApis {
  readonly prompts: AdminPromptsApi;
  readonly essays: AdminLongformApi<Essay>;
  readonly dispatches: AdminLongformApi<Dispatch>;
  readonly images: AdminImagesApi;
  readonly roles: AdminRolesApi;
}
