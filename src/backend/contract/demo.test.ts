// @vitest-environment jsdom
import { backendContract } from './index.ts';
import { createDemoHarness } from './demo-harness.ts';

// The Backend contract on the demo adapter, in a DOM as in the browser (the newsletter renders
// through DOMPurify); tests/contract/ runs the same on the firebase one.
backendContract('demo', createDemoHarness);
