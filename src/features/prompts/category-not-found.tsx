import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MessagePage } from '../../ui/message-page.tsx';
import { usePageHead } from '../../ui/use-page-head.ts';

/** /prompts/{unknown}: 'Category not found', with the way home. */
export function CategoryNotFound({ path }: { path: string }) {
  usePageHead({ title: 'Category not found', canonical: path });
  return (
    <MessagePage
      title="Category not found"
      actions={
        <Button asChild colorPalette="orange">
          <RouterLink to="/">Return to Home</RouterLink>
        </Button>
      }
    >
      There is no prompt category at this address. The AI EDGE prompt packs are listed on the home
      page.
    </MessagePage>
  );
}
