import { CONTACT_LIMITS } from '../../domain/contact.ts';

const KEY = 'edge_contact_submissions';

/** Successful contact sends in this page session (tab), from session storage. */
export function contactSendsThisSession(storage: Storage = window.sessionStorage): number {
  const n = Number(storage.getItem(KEY));
  return Number.isInteger(n) && n > 0 ? n : 0;
}

/** True when this session may send another message (3 successful sends at most). */
export function canSendContact(storage: Storage = window.sessionStorage): boolean {
  return contactSendsThisSession(storage) < CONTACT_LIMITS.perSession;
}

/** Counts one successful send. */
export function countContactSend(storage: Storage = window.sessionStorage): void {
  storage.setItem(KEY, String(contactSendsThisSession(storage) + 1));
}
