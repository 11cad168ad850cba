import { Text, type TextProps } from '@chakra-ui/react';

/**
 * The small capitals line above a title ("Coming soon", a guide's series, a section's kind): its
 * colour, and a size other than `sm`, come from the caller.
 */
export function Eyebrow(props: TextProps) {
  return (
    <Text
      textTransform="uppercase"
      letterSpacing="wider"
      fontSize="sm"
      fontWeight="semibold"
      {...props}
    />
  );
}
