import type { AdminAudienceApis } from './admin-audience-api.ts';
import type { AdminContentApis } from './admin-content-api.ts';

/**
 * What the CMS asks of the outside world, loaded with the CMS's own chunk (`Backend.loadAdmin`).
 * On Firebase the SDK writes and the security rules and admin-only callables decide; the demo
 * keeps the same semantics in the browser. Every call rejects with a `BackendError`.
 */
export type AdminBackend = AdminContentApis & AdminAudienceApis;
