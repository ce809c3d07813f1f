export * from './api';
export * from './public';
export * from './public-api';
export * from './routes';
export * from './schemas';
