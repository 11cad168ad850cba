/** A documented demo account: the demo backend seeds it with a verified e-mail. */
export interface DemoAccountSeed {
  uid: string;
  email: string;
  password: string;
  name: string;
  isAdmin: boolean;
}

/** The two demo accounts (README lists them): an admin and a reader who is a confirmed subscriber. */
export const DEMO_ACCOUNTS = {
  admin: {
    uid: 'user-admin',
    email: 'admin@edge-navigator.demo',
    password: 'EdgeAdmin#2026',
    name: 'Alex Admin',
    isAdmin: true,
  },
  reader: {
    uid: 'user-reader',
    email: 'reader@edge-navigator.demo',
    password: 'EdgeReader#2026',
    name: 'Riley Reader',
    isAdmin: false,
  },
} as const satisfies Record<'admin' | 'reader', DemoAccountSeed>;
