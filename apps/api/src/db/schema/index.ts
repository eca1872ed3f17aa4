export * from './accounts';
export * from './bookings';
export * from './content';
export * from './rate-limits';
export * from './settings';
export * from './surcharges';
