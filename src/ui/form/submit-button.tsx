import { Button, type ButtonProps } from '@chakra-ui/react';

/** A form's submit button: a spinner and `busyLabel` (and disabled) while `busy`. */
export function SubmitButton({
  busy,
  busyLabel,
  ...rest
}: { busy: boolean; busyLabel: string } & Omit<ButtonProps, 'type' | 'loading' | 'loadingText'>) {
  return (
    <Button type="submit" colorPalette="orange" loading={busy} loadingText={busyLabel} {...rest} />
  );
}
