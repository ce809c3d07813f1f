import { z } from 'zod';

/** A bad environment value; `index.ts` and `worker.ts` print its one-line message and stop. */
export class ConfigError extends Error {}

export type Env = Readonly<Record<string, string | undefined>>;

export const BOOLEAN_VALUES = ['true', 'false', '1', '0', ''] as const;
export const booleanEnv = z.enum(BOOLEAN_VALUES).optional();
export const truthy = (value: string | undefined) => value === 'true' || value === '1';

/** A whole number from the environment within [min, max]. */
export const integerEnv = (min: number, max: number) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).optional();

export interface EnvSpec<S extends z.ZodRawShape> {
  shape: S;
  /** The one-line Japanese message for a bad value of each variable. */
  messages: Record<keyof S & string, string>;
  /** Values never echoed in an error message, since they may hold a password. */
  secret?: ReadonlySet<string>;
}

/**
 * Reads the variables of one spec (the core's or a feature's slice). Empty strings count as unset,
 * so `PORT= pnpm start` behaves like no PORT at all. A bad value throws a ConfigError naming it.
 */
export function readEnv<S extends z.ZodRawShape>(env: Env, spec: EnvSpec<S>): z.infer<z.ZodObject<S>> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(spec.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const parsed = z.object(spec.shape).safeParse(raw);
  if (!parsed.success) {
    const key = String(parsed.error.issues[0]?.path[0]) as keyof S & string;
    const shown = spec.secret?.has(key) ? '…' : (raw[key] ?? '');
    throw new ConfigError(`${spec.messages[key]} (${key}=${shown})`);
  }
  return parsed.data;
}

/**
 * LINE_API_BASE_URL: the Messaging API's root, shared by every feature that talks to LINE (tests
 * point it at a local fake). Each feature lists it in its own spec, so each reads it as it needs.
 */
export const LINE_API_BASE_URL_ENV = {
  shape: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/)
    .optional(),
  message: 'LINE_API_BASE_URL は http:// または https:// で始まるURLで指定してください',
};

/** The configured root without its trailing slash, LINE's own by default. */
export const lineApiBaseUrl = (value: string | undefined) =>
  (value ?? 'https://api.line.me').replace(/\/$/, '');
