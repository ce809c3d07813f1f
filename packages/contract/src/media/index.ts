export * from '../mediaVariants';
export * from './constants';
export * as MEDIA_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
