import { Box, Button, Container, Flex, HStack, Text, chakra } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SearchButton } from '../../features/search';
import { LazyNewsletterDialog } from '../../features/subscribe';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { HEADER_SECTIONS, useSectionNavigation } from '../../ui/use-section-navigation.ts';
import { AccountActions, AccountLink, useSignedInAs } from './account-actions.tsx';
import { ColorModeSwitch } from './color-mode-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';

/**
 * The sticky site header: logo, section links, search, the night mode switch, Sign Up (the
 * newsletter) or the signed-in account, account actions and the mobile menu.
 */
export function Header() {
  const goTo = useSectionNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const subscribe = useLazyDialog();
  const menuId = useId();
  const signedIn = useSignedInAs();

  const onLogo = () => {
    if (pathname === '/') window.scrollTo({ top: 0, behavior: 'smooth' });
    else navigate('/');
  };
  const onSection = useCallback(
    (id: string) => {
      setMenuOpen(false);
      goTo(id);
    },
    [goTo],
  );
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" gap={{ base: '1', sm: '4' }}>
          <chakra.button
            type="button"
            onClick={onLogo}
            display="flex"
            alignItems="center"
            gap="2"
            flexShrink={0}
            aria-label="Navigator, back to top"
            cursor="pointer"
          >
            <Logo />
            <Text fontFamily="heading" fontWeight="bold" fontSize="xl">
              Navigator
            </Text>
          </chakra.button>
          <HStack
            as="nav"
            aria-label="Sections"
            gap="1"
            display={{ base: 'none', xl: 'flex' }}
            flex="1"
          >
            {HEADER_SECTIONS.map((s) => (
              <Button key={s.id} variant="ghost" size="sm" px="2.5" onClick={() => onSection(s.id)}>
                {s.label}
              </Button>
            ))}
          </HStack>
          <HStack gap={{ base: '0.5', sm: '2' }} ms="auto">
            <Button asChild size="sm" variant="ghost" display={{ base: 'none', xl: 'inline-flex' }}>
              <RouterLink to={OFFLINE_PATH}>Available offline</RouterLink>
            </Button>
            <SearchButton />
            <ColorModeSwitch />
            {/* Signed in, the header says who is: the account, never an invitation to sign up. */}
            {signedIn ? (
              <Box display={{ base: 'flex', xl: 'none' }}>
                <AccountLink name={signedIn.name} />
              </Box>
            ) : (
              <Button size="sm" colorPalette="orange" onClick={subscribe.show}>
                Sign Up
              </Button>
            )}
            <Box display={{ base: 'none', xl: 'flex' }}>
              <AccountActions inline />
            </Box>
            <Button
              display={{ base: 'inline-flex', xl: 'none' }}
              size="sm"
              variant="outline"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? 'Close' : 'Menu'}
            </Button>
          </HStack>
        </Flex>
        <MobileMenu id={menuId} open={menuOpen} onSection={onSection} onClose={closeMenu} />
      </Container>
      <LazyNewsletterDialog dialog={subscribe} />
    </Box>
  );
}
