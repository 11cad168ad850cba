import { lazy, Suspense, useEffect, useState } from 'react';
import { lazyToaster, onNotify } from './notify.ts';

const Toaster = lazy(lazyToaster);

/** Mounts the toaster the first time something is notified, keeping it out of the first load. */
export function ToasterHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onNotify(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
