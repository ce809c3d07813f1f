export * from './api';
export * as SALON_OPS from './operations';
export * from './paths';
export * from './public';
export * from './public-api';
export * as PUBLIC_SALON_OPS from './public-operations';
export * from './routes';
export * from './schemas';
export * from './visit';
