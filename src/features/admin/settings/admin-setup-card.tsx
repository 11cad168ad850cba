import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../stores/session/auth-provider.tsx';
import { notify } from '../../../ui/notify.ts';
import { useAdminBackend } from '../kit';
import { roleToasts } from './role-toasts.ts';

export const SIGN_IN_FIRST = 'Please sign in to set up admin access.';
export const SECURITY_NOTE =
  'Security note: the admin role is a claim on your account plus a record only the server writes. ' +
  'Only an owner whose verified e-mail is on the ADMIN_EMAILS list can claim it here; admins add ' +
  'and remove others below. Becoming an admin signs the account out everywhere and sends its ' +
  'address a link to choose a new password, so nobody who opened it with your address keeps it; ' +
  'an account whose role is revoked is signed out everywhere.';

/** The claim button: the owner's own account becomes admin (callable `claimAdminRole`). */
function ClaimButton({ email }: { email: string | null }) {
  const admin = useAdminBackend();
  const claim = useMutation({
    mutationFn: () => admin.roles.claim(),
    onSuccess: (grant) => notify(roleToasts.assigned(grant, email)),
    onError: (error) => notify(roleToasts.assignFailed(error)),
  });
  return (
    <Button
      alignSelf="flex-start"
      colorPalette="orange"
      loading={claim.isPending}
      onClick={() => claim.mutate()}
    >
      Assign Admin Role to This Account
    </Button>
  );
}

/**
 * Admin Setup (admin-cms.md: Settings tab; DECISIONS.md, Roles): who is signed in (e-mail and
 * id), the owner's claim of the role, and the security note. Signed out, it asks to sign in.
 */
export function AdminSetupCard() {
  const { user } = useAuth();
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Admin Setup
        </Heading>
      </Card.Header>
      <Card.Body>
        {!user ? (
          <Text>{SIGN_IN_FIRST}</Text>
        ) : (
          <Stack gap="4">
            <Stack gap="1">
              <Text>
                Signed in as <strong>{user.email}</strong>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                User ID:{' '}
                <Text as="code" fontFamily="mono">
                  {user.uid}
                </Text>
              </Text>
            </Stack>
            {user.isAdmin ? (
              <Text>This account has administrator privileges.</Text>
            ) : (
              <ClaimButton email={user.email} />
            )}
            <Text fontSize="sm" color="fg.muted">
              {SECURITY_NOTE}
            </Text>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
