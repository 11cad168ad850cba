import { Button, Card, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { emailSignupFormSchema } from '../../../domain/form-schemas.ts';
import { TextInput, useSchemaForm } from '../../../ui/form';
import { notify } from '../../../ui/notify.ts';
import { ConfirmDialog, useAdminBackend } from '../kit';
import { roleToasts } from './role-toasts.ts';

/** The revoke confirmation's text. */
export const revokeQuestion = (email: string) =>
  `Revoke the admin role of ${email}? They are signed out on every device at once.`;

/** Admins grant or revoke the role of another account by e-mail (callable `setAdminRole`). */
export function ManageAdmins() {
  const admin = useAdminBackend();
  const form = useSchemaForm(emailSignupFormSchema, { email: '' });
  const [revoking, setRevoking] = useState<{ email: string; open: boolean } | null>(null);
  const change = useMutation({
    mutationFn: ({ email, grant }: { email: string; grant: boolean }) =>
      admin.roles.setRole(email, grant),
    onSuccess: (done, { email, grant }) => {
      notify(grant ? roleToasts.granted(email, done) : roleToasts.revoked(email));
      form.reset({ email: '' });
    },
    onError: (error, { grant }) => notify(roleToasts.changeFailed(grant, error)),
  });
  const grant = form.handleSubmit(({ email }) =>
    change.mutate({ email: email.trim(), grant: true }),
  );
  const revoke = form.handleSubmit(({ email }) => setRevoking({ email: email.trim(), open: true }));

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Administrators
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form onSubmit={grant} noValidate>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              Give another account the admin role, or take it away, by its e-mail address. The
              account must exist, and its e-mail must be verified before it can be made admin. A new
              admin is signed out everywhere and chooses a new password through a link sent to their
              address.
            </Text>
            <TextInput
              form={form}
              name="email"
              label="Account e-mail"
              type="email"
              autoComplete="off"
            />
            <HStack gap="3" wrap="wrap">
              <Button
                type="submit"
                colorPalette="orange"
                loading={change.isPending && change.variables?.grant}
              >
                Grant admin role
              </Button>
              <Button
                variant="outline"
                colorPalette="red"
                loading={change.isPending && !change.variables?.grant}
                onClick={() => void revoke()}
              >
                Revoke admin role
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      </Card.Body>
      <ConfirmDialog
        open={revoking?.open ?? false}
        title="Revoke admin role"
        confirmLabel="Revoke"
        destructive
        onCancel={() => setRevoking((r) => r && { ...r, open: false })}
        onConfirm={() => {
          if (revoking) change.mutate({ email: revoking.email, grant: false });
          setRevoking((r) => r && { ...r, open: false });
        }}
      >
        {revoking ? revokeQuestion(revoking.email) : ''}
      </ConfirmDialog>
    </Card.Root>
  );
}
