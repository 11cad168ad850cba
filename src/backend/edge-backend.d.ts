/** The backend this build carries, fixed by vite.config.ts (see backend-kind.ts). */
declare const __EDGE_BACKEND__: 'firebase' | 'demo';
