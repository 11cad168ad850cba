import { Badge, Box, Button, Flex, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { useAuth } from '../../stores/session/auth-provider.tsx';

/** Who the header is drawn for: someone signed in (their role and name), or nobody. */
export interface SignedInAs {
  isAdmin: boolean;
  /** The profile name, else the e-mail. */
  name: string | null;
}

/**
 * Who is signed in, as far as the header can tell: the backend's answer, or while it is still
 * coming what this device last knew (so nothing moves when it answers). `undefined` while
 * neither knows.
 */
export function useSignedInAs(): SignedInAs | null | undefined {
  const { loading, pending, user, profileName } = useAuth();
  if (loading) {
    if (!pending) return undefined;
    return pending.signedIn
      ? { isAdmin: pending.isAdmin, name: pending.name || pending.email }
      : null;
  }
  return user ? { isAdmin: user.isAdmin, name: profileName || user.email } : null;
}

/** Up to two letters for the account's badge: the name's words' first, else the e-mail's. */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').split(/[\s@._-]+/).filter(Boolean);
  const letters = name?.includes('@') ? words.slice(0, 1) : words.slice(0, 2);
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

/**
 * The signed-in account as a link to /account: a round badge with the initials, and the name
 * beside it where the header has room (`showName`: the breakpoints at which it shows).
 */
export function AccountLink(props: {
  name: string | null;
  showName?: Record<string, string> | string;
  onClick?: () => void;
}) {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      minW="0"
      borderRadius="full"
      pe={props.showName ? '2' : '0'}
      _hover={{ bg: 'bg.muted' }}
    >
      <RouterLink
        to="/account"
        aria-label={`Account (${props.name ?? ''})`}
        title={props.name ?? undefined}
        onClick={props.onClick}
      >
        <Box
          as="span"
          aria-hidden="true"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
          boxSize="8"
          borderRadius="full"
          bg="accent.subtle"
          color="accent.fg"
          borderWidth="1px"
          borderColor="accent.muted"
          fontSize="xs"
          fontWeight="bold"
        >
          {initialsOf(props.name)}
        </Box>
        {props.showName && (
          <Text as="span" display={props.showName} fontSize="sm" maxW="7rem" truncate>
            {props.name}
          </Text>
        )}
      </RouterLink>
    </chakra.a>
  );
}

/**
 * Sign In, or the signed-in account: the CMS link for admins, the account (name, or an
 * Account link in the menu) and Sign Out. `inline` keeps them on the header's one line, the
 * name beside the badge where the header has room for it.
 */
export function AccountActions({ onDone, inline }: { onDone?: () => void; inline?: boolean }) {
  const signedIn = useSignedInAs();
  const { pathname, search, hash } = useLocation();
  if (signedIn === undefined) return <Badge variant="subtle">…</Badge>;
  if (!signedIn) {
    return (
      <Button asChild size="sm" variant="outline" onClick={onDone}>
        {/* /auth sends the visitor back here once signed in. */}
        <RouterLink to="/auth" state={{ from: pathname + search + hash }}>
          Sign In
        </RouterLink>
      </Button>
    );
  }
  return <SignedIn {...signedIn} onDone={onDone} inline={inline} />;
}

function SignedIn(props: SignedInAs & { onDone?: () => void; inline?: boolean }) {
  const backend = useBackend();
  const { isAdmin, name, onDone, inline } = props;
  return (
    <Flex gap="2" align="center" wrap={inline ? 'nowrap' : 'wrap'}>
      {isAdmin && (
        <Button asChild size="sm" variant="outline" onClick={onDone}>
          <RouterLink to="/admin">CMS</RouterLink>
        </Button>
      )}
      {inline ? (
        <AccountLink name={name} showName={{ base: 'none', xl: 'inline' }} />
      ) : (
        <>
          <Button asChild size="sm" variant="outline" onClick={onDone}>
            <RouterLink to="/account">Account</RouterLink>
          </Button>
          <Text fontSize="sm" color="fg.muted" maxW="12rem" truncate title={name ?? ''}>
            {name}
          </Text>
        </>
      )}
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
