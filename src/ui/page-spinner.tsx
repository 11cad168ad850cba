import { Center, Spinner } from '@chakra-ui/react';

/** What a page shows while its code or its data is on the way. */
export function PageSpinner() {
  return (
    <Center py="24">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
}
