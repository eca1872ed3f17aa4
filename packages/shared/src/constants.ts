/**
 * Plain constants with no imports, so a browser bundle can take them without pulling in the
 * schema library (`@acf/shared/constants`).
 */
export const API_PREFIX = '/api/v1';
