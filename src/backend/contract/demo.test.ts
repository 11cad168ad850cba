import { backendContract } from './index.ts';
import { createDemoHarness } from './demo-harness.ts';

// The Backend contract on the demo adapter; tests/contract/ runs the same on the firebase one.
backendContract('demo', createDemoHarness);
