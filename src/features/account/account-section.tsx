import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled, bordered block of the account page. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
