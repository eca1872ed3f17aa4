export * from './engine';
export * from './master-data';
export * from './rules';
export * from './types';
