import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A home section's title (the section's accessible name) and lead line. */
export function SectionHeading(props: {
  id: string;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="2" mb="8">
      <Heading id={props.id} as="h2" size="3xl">
        {props.title}
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {props.lead}
      </Text>
      {props.children}
    </Stack>
  );
}
