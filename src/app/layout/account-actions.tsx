import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useBackend } from '../../backend/backend-context.tsx';
import { useAuth } from '../../stores/session/auth-provider.tsx';

/**
 * Sign In, or the CMS/Account link, the user's name and Sign Out. While the backend is still
 * answering, they show what this device last knew, so nothing moves when it answers. `inline`
 * keeps them on the header's one line: the name shows only where the header has room for it
 * (the menu always shows it).
 */
export function AccountActions({ onDone, inline }: { onDone?: () => void; inline?: boolean }) {
  const { loading, pending, user, profileName } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (loading && pending?.signedIn) {
    return (
      <SignedIn
        isAdmin={pending.isAdmin}
        name={pending.name || pending.email}
        onDone={onDone}
        inline={inline}
      />
    );
  }
  if (loading && !pending) return <Badge variant="subtle">…</Badge>;
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
    <SignedIn
      isAdmin={user.isAdmin}
      name={profileName || user.email}
      onDone={onDone}
      inline={inline}
    />
  );
}

function SignedIn(props: {
  isAdmin: boolean;
  name: string | null;
  onDone?: () => void;
  inline?: boolean;
}) {
  const backend = useBackend();
  const { isAdmin, name, onDone, inline } = props;
  return (
    <Flex gap="2" align="center" wrap={inline ? 'nowrap' : 'wrap'}>
      {isAdmin ? (
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
        display={inline ? { base: 'none', '2xl': 'block' } : undefined}
        title={name ?? ''}
      >
        {name}
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
