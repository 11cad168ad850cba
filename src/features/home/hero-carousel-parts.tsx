import { Skeleton, type SkeletonProps } from '@chakra-ui/react';
import { StrokeIcon } from '../../ui/stroke-icon.tsx';

/** A loading bar that shows on the dark hero (the default grey is meant for white pages). */
export function Placeholder(props: SkeletonProps) {
  return <Skeleton bg="whiteAlpha.300" _motionReduce={{ animation: 'none' }} {...props} />;
}

export function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return <StrokeIcon d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} weight={2.25} />;
}
