// The platform's shared vocabulary. Feature folders are imported by path (`@console/contract/tel`),
// so a new feature adds a folder here and no line to this file.
export * from './account';
export * from './api';
export * from './auth';
export * from './errors';
export * from './home';
export * from './mediaVariants';
export * from './meta';
export * from './oem';
export * from './operations';
export * from './paging';
export * from './permissions';
export * from './routes';
export * from './schemas';
