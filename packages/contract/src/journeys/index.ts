export * from './api';
export * from './routes';
export * from './schemas';
export * from './triggers';
