import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useBackend } from '../../backend/backend-context.tsx';
import { NoticeAlert, errorNotice, type Notice } from '../../ui/notice-alert.tsx';
import { AccountSection } from './account-section.tsx';

const VERIFICATION_SENT = 'Verification email sent. Check your inbox.';

/** Whether the e-mail is verified; if not, why it matters and a way to get the e-mail again. */
export function VerificationSection({ verified }: { verified: boolean }) {
  const backend = useBackend();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function resend() {
    setSending(true);
    setNotice(null);
    try {
      await backend.auth.sendVerificationEmail();
      setNotice({ status: 'success', text: VERIFICATION_SENT });
    } catch (error) {
      setNotice(errorNotice(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <AccountSection title="Email verification">
      {verified ? (
        <Badge colorPalette="green">Email verified</Badge>
      ) : (
        <>
          <Stack gap="3" align="flex-start">
            <Badge colorPalette="orange">Email not verified</Badge>
            <Text>
              A confirmed newsletter subscription only unlocks unlimited reading once your email is
              verified. Follow the link in the verification email we sent you.
            </Text>
            <Button variant="outline" onClick={resend} loading={sending} loadingText="Sending...">
              Resend verification email
            </Button>
          </Stack>
          <NoticeAlert notice={notice} mt="4" />
        </>
      )}
    </AccountSection>
  );
}
