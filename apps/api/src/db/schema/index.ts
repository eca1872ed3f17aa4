export * from './rate-limits';
export * from './settings';
