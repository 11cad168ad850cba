/**
 * The audience side of the CMS (admin-cms.md: Subscribers, Newsletter, Security, Analytics):
 * small named interfaces, one member each, e.g. `readonly subscribers: AdminSubscribersApi`.
 */
export type AdminAudienceApis = Record<never, never>;
