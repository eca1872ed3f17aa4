export * from './accounts';
export * from './bookings';
export * from './rate-limits';
export * from './settings';
export * from './surcharges';
