import { Box, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Essay } from '../../domain/types.ts';
import { LongformBody, LongformMeta } from '../content';
import { essayPath } from './use-essay-reader.ts';
import { dialogSlotRecipe } from '#chakra-theme/recipes/dialog';
import { addSiteRecipes } from '../../platform/styles/site-system.ts';
import { FeaturedBadge } from '../../ui/featured-badge.tsx';

// Dialogs load when first opened: their recipe with them.
addSiteRecipes({ slotRecipes: { dialog: dialogSlotRecipe } });

/**
 * The article reader: an essay in a large dialog over the home page (full screen on phones),
 * behind the same free-view gate and with the same sharing as its own page. `essay` null closes
 * it; the last essay stays inside while the dialog animates out.
 */
export function ArticleReaderDialog({
  essay,
  onClose,
}: {
  essay: Essay | null;
  onClose: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const [last, setLast] = useState(essay);
  if (essay && essay !== last) setLast(essay);
  const item = essay ?? last;
  if (!item) return null;
  const path = essayPath(item);

  return (
    <Dialog.Root
      open={essay !== null}
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      scrollBehavior="inside"
      size={{ mdDown: 'full', md: 'xl' }}
      // A long read starts at its title, not on the first link in the toolbar.
      initialFocusEl={() => title.current}
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            _motionReduce={{ animation: 'none' }}
            maxH={{ mdDown: '100dvh' }}
            textStyle="md"
          >
            <Dialog.Header
              py="2"
              ps={{ base: '4', md: '6' }}
              pe="14"
              borderBottomWidth="1px"
              alignItems="center"
              minH="12"
            >
              <Text fontSize="sm" color="fg.muted" flex="1" truncate>
                Essays from the EDGE
              </Text>
              <Link asChild color="accent.fg" fontSize="sm" fontWeight="semibold">
                <RouterLink to={path}>Open full page</RouterLink>
              </Link>
            </Dialog.Header>
            <Dialog.Body key={item.id} px={{ base: '4', md: '10' }} pt="6" pb="10">
              <Box as="article" maxW="3xl" mx="auto">
                <Stack gap="6">
                  <Stack gap="3">
                    {item.featured && <FeaturedBadge />}
                    <Dialog.Title
                      ref={title}
                      tabIndex={-1}
                      outline="none"
                      fontFamily="heading"
                      fontSize={{ base: '2xl', md: '4xl' }}
                      fontWeight="bold"
                      lineHeight="1.15"
                    >
                      {item.title}
                    </Dialog.Title>
                    {item.excerpt && (
                      <Text fontSize={{ base: 'lg', md: 'xl' }} lineHeight="1.5" color="fg.muted">
                        {item.excerpt}
                      </Text>
                    )}
                    <LongformMeta item={item} />
                  </Stack>
                  <LongformBody piece={{ kind: 'essay', item }} sharePath={path} />
                </Stack>
              </Box>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild top="1.5">
              <CloseButton size="sm" aria-label="Close reader" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
