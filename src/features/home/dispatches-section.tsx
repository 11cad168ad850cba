import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useBackend } from '../../backend/backend-context.tsx';
import type { Dispatch } from '../../domain/types.ts';
import { newsletterDispatchesQueryOptions } from './api/get-newsletter-dispatches.ts';
import { AsyncCardGrid } from './async-card-grid.tsx';
import { ContentCard } from './content-card.tsx';
import { EmailSignupForm } from '../subscribe';
import { useCardList } from './use-card-list.ts';
import type { HomeList } from './use-home-lists.ts';
import { Eyebrow } from '../../ui/eyebrow.tsx';

/** The newsletter's issues for the dispatches section. */
function useNewsletterDispatches(): HomeList<Dispatch> {
  const backend = useBackend();
  const queryClient = useQueryClient();
  const listOptions = newsletterDispatchesQueryOptions(backend);
  return {
    list: useInfiniteQuery(listOptions),
    retry: () => void queryClient.resetQueries({ queryKey: listOptions.queryKey }),
  };
}

/** Dispatches from the EDGE: the weekly newsletter's issues and a free e-mail sign-up. */
export function DispatchesSection() {
  const dispatches = useCardList(useNewsletterDispatches(), 'dispatches');
  return (
    <Box
      as="section"
      id="newsletter"
      aria-labelledby="newsletter-title"
      bg="accent.subtle"
      scrollMarginTop="20"
    >
      <Container maxW="7xl" py="16">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '12' }} mb="10">
          <Stack gap="2">
            <Heading id="newsletter-title" as="h2" size="3xl">
              Dispatches from the EDGE
            </Heading>
            <Text color="fg.muted" fontSize="lg">
              A weekly newsletter for leaders navigating tech-driven change: one idea, one tool and
              one question to take into your week.
            </Text>
          </Stack>
          <Box
            bg="bg.panel"
            borderWidth="1px"
            borderColor="accent.muted"
            borderRadius="xl"
            p={{ base: '5', md: '6' }}
            alignSelf="flex-start"
          >
            <Text fontWeight="semibold" mb="3">
              Get every dispatch in your inbox, free.
            </Text>
            <EmailSignupForm
              source="newsletter-dispatches"
              labelContext="for the weekly newsletter"
              submitLabel="Subscribe"
              busyLabel="Subscribing..."
              success={{
                title: 'Successfully subscribed!',
                description: 'Thank you for subscribing to our newsletter.',
              }}
              failure="Failed to subscribe. Please try again."
              hint="Join 1,000+ leaders navigating tech-driven change. Unsubscribe at any time."
            />
          </Box>
        </SimpleGrid>
        <Eyebrow color="accent.fg" mb="4">
          Latest issues
        </Eyebrow>
        <AsyncCardGrid
          list={dispatches}
          label="dispatches"
          moreLabel="More dispatches"
          skeletons={2}
          empty="No dispatches available yet."
          failed={() => "We couldn't load the dispatches."}
          columns={{ base: 1, md: 2 }}
        >
          {(d) => <ContentCard key={d.id} item={d} to={`/dispatches/${d.slug}`} />}
        </AsyncCardGrid>
      </Container>
    </Box>
  );
}
