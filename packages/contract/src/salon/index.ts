export * from './api';
export * as SALON_OPS from './operations';
export * from './public';
export * from './public-api';
export * from './routes';
export * from './schemas';
