// Types of route-sizes.mjs (plain JavaScript, run by node and size-limit) for the console's tests.

export const MAX_JS_FILES: number;
export const MIN_JS_GZIP: number;
export const SMALL_FILES_ALLOWED: Record<string, string>;
export const ROUTER_DEVELOPMENT_STRINGS: string[];

export interface BuiltFile {
  file: string;
  name: string;
  gzip: number;
  screen: boolean;
  imports: string[];
}

export function routeFirstLoads(distDir?: string): { name: string; files: string[] }[];
export function smallFiles(files: readonly BuiltFile[]): BuiltFile[];
export function importCircles(files: readonly Pick<BuiltFile, 'file' | 'imports'>[]): string[][];
export function routerDevelopmentFiles(distDir?: string): string[];
export function bookingLoadsConsoleEntry(distDir?: string): string[];
export function buildFailures(distDir?: string): string[];
