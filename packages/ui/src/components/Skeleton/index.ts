export { Skeleton, type SkeletonProps, skeletonMessages } from './Skeleton';
