export * from './constants';
export * from './messages';
export * as ADCONNECT_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
