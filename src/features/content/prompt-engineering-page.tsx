import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { PROMPT_ENGINEERING_PATH } from '../../domain/site-paths.ts';
import { MessagePage } from '../../ui/message-page.tsx';
import { PageSpinner } from '../../ui/page-spinner.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';
import { NotAvailableOffline } from '../offline';
import { PieceView } from './piece-page.tsx';
import { usePiece } from './api/get-piece.ts';

/** /engineering/prompt-engineering: the published essay with that slug (offline, its saved copy). */
export function PromptEngineeringPage() {
  const navigate = useNavigate();
  const state = usePiece('essay', 'prompt-engineering');
  if (state.status === 'loading') return <PageSpinner />;
  if (state.data?.source === 'not-saved') return <NotAvailableOffline onRetry={state.retry} />;
  const piece = state.data?.piece;
  if (piece?.kind === 'essay') {
    return (
      <PieceView piece={piece} saved={state.data?.saved} canonical={PROMPT_ENGINEERING_PATH} />
    );
  }
  return <ContentNotAvailable onBack={() => navigate('/#edge-prompts')} />;
}

function ContentNotAvailable({ onBack }: { onBack: () => void }) {
  usePageHead({ title: 'Content Not Available', canonical: PROMPT_ENGINEERING_PATH });
  return (
    <MessagePage
      title="Content Not Available"
      actions={
        <Button onClick={onBack} variant="outline">
          Back
        </Button>
      }
    >
      This guide could not be loaded right now.
    </MessagePage>
  );
}
