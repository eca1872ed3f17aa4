export * from './accounts';
export * from './rate-limits';
export * from './settings';
