export * from './limits';
export * from './messages';
