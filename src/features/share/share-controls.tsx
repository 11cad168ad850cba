import { useBackend } from '../../backend/backend-context.tsx';
import { ShareButtons, type ShareChannel } from '../../ui/share/share-buttons.tsx';

/**
 * The share buttons of one page, each click recorded in social_shares with its platform and the
 * path shared (a failed record is logged; the share itself goes ahead).
 */
export function ShareControls(props: {
  path: string;
  title: string;
  text?: string;
  label?: string;
}) {
  const backend = useBackend();
  const record = (platform: ShareChannel) => {
    backend.visitor
      .recordShare({ platform, pagePath: props.path })
      .catch((error: unknown) => console.error('Failed to record share', error));
  };
  return <ShareButtons {...props} onShare={record} />;
}
