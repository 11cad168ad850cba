import { Box, Button, Stack } from '@chakra-ui/react';
import { memo, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { HEADER_SECTIONS } from '../../ui/use-section-navigation.ts';
import { AccountActions } from './account-actions.tsx';

interface MenuActions {
  onSection: (id: string) => void;
  onClose: () => void;
}

/**
 * The menu under the header on small screens: the section links, Available offline, account.
 * Drawn with the header and hidden while closed, so opening it (often a reader's first tap, while
 * the page is still being taken over) shows what is there instead of drawing it then.
 */
export function MobileMenu(props: MenuActions & { id: string; open: boolean }) {
  return (
    <Stack
      id={props.id}
      as="nav"
      aria-label="Menu"
      hidden={!props.open}
      display={{ xl: 'none' }}
      pt="3"
      gap="1"
    >
      {/* Hydrated after the header (its own boundary): the header's buttons answer sooner. */}
      <Suspense fallback={null}>
        <MenuItems onSection={props.onSection} onClose={props.onClose} />
      </Suspense>
    </Stack>
  );
}

/** The menu's entries: not drawn again when it opens or closes. */
const MenuItems = memo(function MenuItems(props: MenuActions) {
  return (
    <>
      {HEADER_SECTIONS.map((s) => (
        <Button
          key={s.id}
          variant="ghost"
          justifyContent="flex-start"
          onClick={() => props.onSection(s.id)}
        >
          {s.label}
        </Button>
      ))}
      <Button asChild variant="ghost" justifyContent="flex-start" onClick={props.onClose}>
        <RouterLink to={OFFLINE_PATH}>Available offline</RouterLink>
      </Button>
      <Box pt="2" borderTopWidth="1px">
        <AccountActions onDone={props.onClose} />
      </Box>
    </>
  );
});
