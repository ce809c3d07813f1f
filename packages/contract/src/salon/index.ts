export * from './api';
export * from './public';
export * from './routes';
export * from './schemas';
