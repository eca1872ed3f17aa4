export * from './engine';
export * from './rules';
export * from './types';
