import { Stack, type StackProps } from '@chakra-ui/react';

/** The tinted panel a guide ends on: what to do next, and the buttons to do it. */
export function CallToAction(props: StackProps) {
  return (
    <Stack
      gap="4"
      p={{ base: '6', md: '8' }}
      borderRadius="xl"
      bg="accent.subtle"
      borderWidth="1px"
      borderColor="accent.muted"
      {...props}
    />
  );
}
