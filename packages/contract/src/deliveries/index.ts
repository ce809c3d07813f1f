export * from './constants';
export * from './messages';
export * as DELIVERIES_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schedule';
export * from './schemas';
