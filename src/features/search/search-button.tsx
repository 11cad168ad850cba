import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { LazySearchDialog } from './lazy-parts.ts';

// A magnifying glass.
const GLASS = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35';

/** Whether a key press is typing in a field (where '/' is a character, not a shortcut). */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The header's Search: a link to /search that, once the app runs, opens the search dialog (its
 * code, the engine's and the index are fetched then, never with the page); '/' opens it too.
 */
export function SearchButton() {
  const dialog = useLazyDialog();
  const { show } = dialog;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return;
      if (typing(event.target) || event.defaultPrevented) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <Button
        asChild
        size="sm"
        variant="ghost"
        px={{ base: '1.5', md: '3', xl: '2' }}
        minW={{ base: '8', md: '9' }}
      >
        <RouterLink
          to="/search"
          aria-keyshortcuts="/"
          onClick={(event) => {
            event.preventDefault();
            show();
          }}
        >
          <StrokeIcon d={GLASS} size={18} />
          {/* Spelled out where the header has room: on a tablet, not beside the sections. */}
          <Box as="span" display={{ base: 'none', md: 'inline', xl: 'none' }}>
            Search
          </Box>
          <chakra.kbd
            display={{ base: 'none', md: 'inline', xl: 'none' }}
            fontSize="xs"
            color="fg.muted"
            borderWidth="1px"
            borderRadius="sm"
            px="1"
            aria-hidden="true"
          >
            /
          </chakra.kbd>
          <Box as="span" srOnly display={{ base: 'inline', md: 'none', xl: 'inline' }}>
            Search
          </Box>
        </RouterLink>
      </Button>
      <LazySearchDialog dialog={dialog} />
    </>
  );
}
