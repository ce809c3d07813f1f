export * from './constants';
export * from './messages';
export * as PAGES_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
