import { Alert, Button, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Composer } from './composer.tsx';
import { useRecentContent } from './newsletter-queries.ts';
import { RecentContentCard } from './recent-content-card.tsx';
import { SentHistory } from './sent-history.tsx';
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
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{TEXTS.recentFailed}</Alert.Title>
        </Alert.Root>
      ) : (
        <Skeleton height="40" borderRadius="l2" />
      )}
      <SentHistory />
    </Stack>
  );
}
