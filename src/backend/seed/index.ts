export { DEMO_ACCOUNTS, type DemoAccountSeed } from './accounts.ts';
export { seedDispatches } from './dispatches.ts';
export { seedEssays } from './essays.ts';
export { seedPrompts } from './prompts.ts';
export { seedSubscribers } from './subscribers.ts';
