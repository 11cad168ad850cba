export { DEMO_ACCOUNTS, type DemoAccountSeed } from './accounts.ts';
export { seedDispatches } from './dispatches.ts';
export { seedEssays } from './essays.ts';
export { seedPrompts } from './prompts.ts';
export { seedSubscribers } from './subscribers.ts';
export { SEED_DAY, seedAsOf, seedShiftDays, type DatedSeed } from './as-of.ts';
export { trafficRollups, type SeedTraffic } from './traffic.ts';
