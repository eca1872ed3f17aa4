export * from './admin-users';
export * from './customers';
export * from './roles';
export * from './staff';
