import { Box, Skeleton, chakra, type SkeletonProps } from '@chakra-ui/react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

/** A loading bar that shows on the dark hero (the default grey is meant for white pages). */
export function Placeholder(props: SkeletonProps) {
  return <Skeleton bg="whiteAlpha.300" _motionReduce={{ animation: 'none' }} {...props} />;
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <StrokeIcon d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} weight={2.25} />;
}

/** A 24 px target around a small dot; the active dot is a wider orange pill. */
export function Dot(props: { label: string; active: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-label={props.label}
      aria-current={props.active ? 'true' : undefined}
      onClick={props.onClick}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="6"
      h="6"
      cursor="pointer"
      borderRadius="full"
      _focusVisible={{ outline: '2px solid', outlineColor: 'orange.300', outlineOffset: '1px' }}
    >
      <Box
        as="span"
        display="block"
        h="2"
        w={props.active ? '6' : '2'}
        borderRadius="full"
        bg={props.active ? 'orange.300' : 'whiteAlpha.600'}
        transition="width 300ms ease-in-out, background-color 300ms"
        _motionReduce={{ transition: 'none' }}
      />
    </chakra.button>
  );
}
