export * from './api';
export * from './schemas';
