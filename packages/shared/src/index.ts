export * from './api';
export * from './auth/contracts';
export * from './format';
export * from './locale';
export * from './paths';
export * from './permissions';
export * from './sidebar';
export * from './surcharges';
