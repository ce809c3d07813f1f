export * from './insertion';
export * as FRIENDS_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
