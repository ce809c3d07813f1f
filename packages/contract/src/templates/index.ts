export * as TEMPLATES_OPS from './operations';
export * from './paths';
export * from './schemas';
