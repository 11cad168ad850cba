import { Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StrokeIcon } from './stroke-icon.tsx';

/** A button-styled link to another site, opened in a new tab (and announced as such). */
export function NewTabButton({
  href,
  children,
  ...buttonProps
}: { href: string; children: ReactNode } & Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button asChild {...buttonProps}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        <StrokeIcon
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          size={16}
        />
      </a>
    </Button>
  );
}
