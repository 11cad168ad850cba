import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { Prompt } from '../../domain/types.ts';
import { LazyPromptDialog } from './lazy-prompt-dialog.tsx';

/** 'Get Full Prompt': opens the prompt dialog (its code loads on the first click). */
export function GetFullPromptButton({
  prompt,
  children = 'Get Full Prompt',
  ...buttonProps
}: { prompt: Prompt } & Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="orange" {...buttonProps} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <LazyPromptDialog prompt={prompt} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
