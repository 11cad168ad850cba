import { Badge, Card, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A card linking to a piece: title (2 lines), excerpt (5 lines), date and reading time. */
export function ContentCard(props: {
  to: string;
  title: string;
  excerpt: string;
  date: string;
  minutes: number;
  featured?: boolean;
}) {
  return (
    <Card.Root
      asChild
      variant="outline"
      _hover={{ shadow: 'md', borderColor: 'orange.300' }}
      transition="all 0.15s"
    >
      <RouterLink to={props.to}>
        <Card.Body gap="3">
          {props.featured && (
            <Badge colorPalette="orange" alignSelf="flex-start">
              Featured
            </Badge>
          )}
          <Card.Title as="h3" fontFamily="heading" fontSize="xl" lineClamp={2}>
            {props.title}
          </Card.Title>
          <Card.Description lineClamp={5}>{props.excerpt}</Card.Description>
          <HStack gap="2" fontSize="sm" color="fg.muted" mt="auto">
            <Text>{props.date}</Text>
            <Text aria-hidden="true">·</Text>
            <Text>{props.minutes} min read</Text>
          </HStack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}
