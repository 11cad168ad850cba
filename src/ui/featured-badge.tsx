import { Badge } from '@chakra-ui/react';

/** The orange "Featured" mark over a featured piece or prompt, on its page and on its card. */
export function FeaturedBadge() {
  return (
    <Badge colorPalette="orange" alignSelf="flex-start">
      Featured
    </Badge>
  );
}
