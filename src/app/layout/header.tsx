import { Badge, Box, Button, Container, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { useAuth } from '../../stores/session/auth-provider.tsx';
import { LazyNewsletterDialog } from '../../features/subscribe';
import { OFFLINE_PATH } from '../../domain/offline-paths.ts';
import { useLazyDialog } from '../../ui/use-lazy-dialog.ts';
import { HEADER_SECTIONS, useSectionNavigation } from '../../ui/use-section-navigation.ts';
import { Logo } from './logo.tsx';

/** The sticky site header: logo, section links, account actions and the mobile menu. */
export function Header() {
  const goTo = useSectionNavigation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const subscribe = useLazyDialog();
  const menuId = useId();

  const onLogo = () => {
    if (pathname === '/') window.scrollTo({ top: 0, behavior: 'smooth' });
    else navigate('/');
  };
  const onSection = (id: string) => {
    setMenuOpen(false);
    goTo(id);
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="4">
          <chakra.button
            type="button"
            onClick={onLogo}
            display="flex"
            alignItems="center"
            gap="2"
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
            display={{ base: 'none', lg: 'flex' }}
            flex="1"
          >
            {HEADER_SECTIONS.map((s) => (
              <Button key={s.id} variant="ghost" size="sm" onClick={() => onSection(s.id)}>
                {s.label}
              </Button>
            ))}
          </HStack>
          <HStack gap="2" ms="auto">
            <Button asChild size="sm" variant="ghost" display={{ base: 'none', lg: 'inline-flex' }}>
              <RouterLink to={OFFLINE_PATH}>Available offline</RouterLink>
            </Button>
            <Button size="sm" colorPalette="orange" onClick={subscribe.show}>
              Sign Up
            </Button>
            <Box display={{ base: 'none', lg: 'flex' }}>
              <AccountActions />
            </Box>
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
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
        {menuOpen && (
          <Stack id={menuId} as="nav" aria-label="Menu" display={{ lg: 'none' }} pt="3" gap="1">
            {HEADER_SECTIONS.map((s) => (
              <Button
                key={s.id}
                variant="ghost"
                justifyContent="flex-start"
                onClick={() => onSection(s.id)}
              >
                {s.label}
              </Button>
            ))}
            <Button
              asChild
              variant="ghost"
              justifyContent="flex-start"
              onClick={() => setMenuOpen(false)}
            >
              <RouterLink to={OFFLINE_PATH}>Available offline</RouterLink>
            </Button>
            <Box pt="2" borderTopWidth="1px">
              <AccountActions onDone={() => setMenuOpen(false)} />
            </Box>
          </Stack>
        )}
      </Container>
      <LazyNewsletterDialog dialog={subscribe} />
    </Box>
  );
}

/** Sign In, or the CMS/Account link, the user's name and Sign Out. */
function AccountActions({ onDone }: { onDone?: () => void }) {
  const { loading, user, profileName } = useAuth();
  const backend = useBackend();
  const { pathname, search, hash } = useLocation();
  if (loading) return <Badge variant="subtle">…</Badge>;
  if (!user) {
    return (
      <Button asChild size="sm" variant="outline" onClick={onDone}>
        {/* /auth sends the visitor back here once signed in. */}
        <RouterLink to="/auth" state={{ from: pathname + search + hash }}>
          Sign In
        </RouterLink>
      </Button>
    );
  }
  return (
    <Flex gap="2" align="center" wrap="wrap">
      {user.isAdmin ? (
        <Button asChild size="sm" variant="outline" onClick={onDone}>
          <RouterLink to="/admin">CMS</RouterLink>
        </Button>
      ) : (
        <Button asChild size="sm" variant="outline" onClick={onDone}>
          <RouterLink to="/account">Account</RouterLink>
        </Button>
      )}
      <Text
        fontSize="sm"
        color="fg.muted"
        maxW="12rem"
        truncate
        title={profileName || user.email || ''}
      >
        {profileName || user.email}
      </Text>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          onDone?.();
          backend.auth.signOut().catch((e: unknown) => console.error('Sign out failed', e));
        }}
      >
        Sign Out
      </Button>
    </Flex>
  );
}
