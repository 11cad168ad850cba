import { Box, Button, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { HEADER_SECTIONS } from '../../ui/use-section-navigation.ts';
import { AccountActions } from './account-actions.tsx';

/** The menu under the header on small screens: the section links, Available offline, account. */
export function MobileMenu(props: {
  id: string;
  onSection: (id: string) => void;
  onClose: () => void;
}) {
  return (
    <Stack id={props.id} as="nav" aria-label="Menu" display={{ xl: 'none' }} pt="3" gap="1">
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
    </Stack>
  );
}
