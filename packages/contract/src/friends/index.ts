export * from './api';
export * from './insertion';
export * from './routes';
export * from './schemas';
