import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when vitest globals are on; they are not here.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
