import { createContext, useContext, type ReactNode } from 'react';
import type { Backend } from './backend.ts';

const BackendContext = createContext<Backend | null>(null);

/** Makes the backend chosen at start-up available to every screen. */
export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

/** The app's one door to the outside world. */
export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend must be used within a BackendProvider');
  return backend;
}
