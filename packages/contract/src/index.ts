export * from './account';
export * from './auth';
export * from './errors';
export * from './meta';
export * from './oem';
export * from './permissions';
export * from './routes';
export * from './tel';
