export * from './flex';
export * as TEL_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './rules';
export * from './schemas';
export * from './sendTime';
