export const BROWSER_NAMES: string[];
export const BROWSER_LOCATIONS: string[];
export const SYSTEM_PACKAGES: string[];
export const INSTALL_COMMAND: string;
export class BrowserNotFound extends Error {}
export function findBrowser(options?: { env?: NodeJS.ProcessEnv; locations?: string[] }): string | undefined;
export function ensureBrowser(options?: {
  env?: NodeJS.ProcessEnv;
  locations?: string[];
  log?: (line: string) => void;
}): string;
