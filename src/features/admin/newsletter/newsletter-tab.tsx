import { Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Composer } from './composer.tsx';
import { useRecentContent } from './newsletter-queries.ts';
import { RecentContentCard } from './recent-content-card.tsx';
import { ScheduledNewsletters } from './scheduled-newsletters.tsx';
import { SentHistory } from './sent-history.tsx';
import { LoadFailedAlert } from '../kit/index.ts';
import { TEXTS } from './texts.ts';

/** The CMS's Newsletter tab (admin-cms.md): the composer, recent content and what was sent. */
export function NewsletterTab() {
  const [composing, setComposing] = useState(false);
  const recent = useRecentContent();
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="xl">
          {TEXTS.title}
        </Heading>
        {!composing && (
          <Button colorPalette="orange" onClick={() => setComposing(true)}>
            {TEXTS.create}
          </Button>
        )}
      </HStack>
      {recent.data ? (
        <>
          {composing && <Composer items={recent.data} onClose={() => setComposing(false)} />}
          <RecentContentCard items={recent.data} />
        </>
      ) : recent.isError ? (
        <LoadFailedAlert>{TEXTS.recentFailed}</LoadFailedAlert>
      ) : (
        <Skeleton height="40" borderRadius="l2" />
      )}
      <ScheduledNewsletters />
      <SentHistory />
    </Stack>
  );
}
