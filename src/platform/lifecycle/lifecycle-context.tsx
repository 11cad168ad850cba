import { createContext, useContext, type ReactNode } from 'react';
import type { Lifecycle } from './lifecycle.ts';

/** The page's lifecycle (lifecycle.ts); none outside a LifecycleProvider. */
export const LifecycleContext = createContext<Lifecycle | null>(null);

/** Hands the page's lifecycle down to the components that wait on it. */
export function LifecycleProvider({
  lifecycle,
  children,
}: {
  lifecycle: Lifecycle;
  children: ReactNode;
}) {
  return <LifecycleContext.Provider value={lifecycle}>{children}</LifecycleContext.Provider>;
}

/** The page's lifecycle, from the LifecycleProvider above. */
export function useLifecycle(): Lifecycle {
  const lifecycle = useContext(LifecycleContext);
  if (!lifecycle) throw new Error('useLifecycle() needs a LifecycleProvider above it');
  return lifecycle;
}
