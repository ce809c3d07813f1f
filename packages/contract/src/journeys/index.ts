export * from './follow';
export * as FOLLOW_OPS from './follow-operations';
export * as JOURNEYS_OPS from './operations';
export * from './paths';
export * from './routes';
export * from './schemas';
export * as TRIGGERS_OPS from './trigger-operations';
export * from './triggers';
