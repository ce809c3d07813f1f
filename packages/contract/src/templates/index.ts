export * from './constants';
export * as TEMPLATE_EDIT_OPS from './edit-operations';
export * from './input';
export * as TEMPLATES_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
