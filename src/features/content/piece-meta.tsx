import { HStack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { formatShortDate } from '../../domain/content-rules.ts';

/** A piece's byline on one line: author (when it has one), date and reading time. */
export function PieceMeta(props: { author?: string; when: Date; minutes: number }) {
  const parts = [
    props.author && <Text key="author">{props.author}</Text>,
    <time key="when" dateTime={props.when.toISOString()}>
      {formatShortDate(props.when)}
    </time>,
    <Text key="minutes">{props.minutes} min read</Text>,
  ].filter(Boolean);
  return (
    <HStack gap="3" color="fg.muted" fontSize="sm" wrap="wrap">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <Text aria-hidden="true">·</Text>}
          {part}
        </Fragment>
      ))}
    </HStack>
  );
}
