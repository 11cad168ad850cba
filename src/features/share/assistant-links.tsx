import { useBackend } from '../../backend/backend-context.tsx';
import { AssistantButtons } from '../../ui/share/assistant-buttons.tsx';

/**
 * 'Open in ChatGPT' and 'Open in Claude' for one prompt, each use recorded in social_shares with
 * the assistant as its platform and the prompt's page as the path (a failed record is logged; the
 * assistant opens regardless).
 */
export function AssistantLinks(props: {
  /** The prompt's text, as it goes into the assistant's input. */
  text: string;
  /** The prompt's own page, recorded as the path shared. */
  path: string;
  mayOpen?: () => boolean;
  describedBy?: string;
  fill?: boolean;
}) {
  const backend = useBackend();
  const { path, ...buttons } = props;
  return (
    <AssistantButtons
      {...buttons}
      onOpen={(platform) => {
        backend.visitor
          .recordShare({ platform, pagePath: path })
          .catch((error: unknown) => console.error('Failed to record share', error));
      }}
    />
  );
}
