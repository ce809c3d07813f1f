export * from './api';
export * from './schemas';
export * from './triggers';
