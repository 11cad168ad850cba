// Free views and the gate (public-site.md section 4, "Content access").
export { ContentGate } from './content-gate.tsx';
export { useTakeView } from './use-content-access.ts';
