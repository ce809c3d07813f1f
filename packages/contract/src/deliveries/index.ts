export * from './constants';
export * from './messages';
export * from './schedule';
export * from './schemas';
