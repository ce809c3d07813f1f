export * from './constants';
export * as TEMPLATES_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
