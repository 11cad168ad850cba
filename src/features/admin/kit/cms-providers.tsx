import { ChakraProvider } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { cmsSystem } from './cms-system.ts';

/**
 * What a CMS screen needs around it: the CMS's design system and a boundary for the admin
 * surface's chunk (useAdminBackend suspends). Component tests render a tab inside it.
 */
export function CmsProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={cmsSystem}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ChakraProvider>
  );
}
