/** The home page's reads. */
export * as HOME_OPS from './operations';
export * from './routes';
export * from './summary';
