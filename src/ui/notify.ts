import type { ComponentType } from 'react';
import type * as ToasterNs from './toaster.tsx';

export interface Notice {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

type ToasterModule = typeof ToasterNs;

let loading: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();

/** Loads the toast machinery (not part of the first page load). */
export function loadToaster(): Promise<ToasterModule> {
  return (loading ??= import('./toaster.tsx'));
}

/** Shows a toast; the toast code is fetched the first time one is needed. */
export function notify(notice: Notice): void {
  listeners.forEach((listener) => listener());
  void loadToaster().then(({ toaster }) => toaster.create(notice));
}

/** Calls `listener` on every notice (the host mounts the toaster on the first). */
export function onNotify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lazily loaded toaster component, for React.lazy. */
export const lazyToaster = (): Promise<{ default: ComponentType }> =>
  loadToaster().then((m) => ({ default: m.Toaster }));
