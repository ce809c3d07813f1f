export * from './messages';
export * as RICHMENUS_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './rules';
export * from './schemas';
