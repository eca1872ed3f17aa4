export * from './accounts';
export * from './bookings';
export * from './content';
export * from './manifests';
export * from './pickups';
export * from './rate-limits';
export * from './settings';
export * from './surcharges';
