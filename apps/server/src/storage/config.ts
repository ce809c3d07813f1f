import path from 'node:path';
import { z } from 'zod';
import { booleanEnv, ConfigError, type Env, readEnv, truthy } from '../env';

/** Images in the data folder: `DATA_DIR/media`. */
export interface DiskStorageConfig {
  kind: 'disk';
  root: string;
}

/** Images in an S3-compatible bucket. */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another service's address (R2, MinIO); AWS's own when undefined. */
  endpoint: string | undefined;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most local servers). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. `console/`; empty by default. */
  prefix: string;
}

export type MediaStorageConfig = DiskStorageConfig | S3StorageConfig;

const MEDIA_ENV = {
  shape: {
    MEDIA_S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
      .optional(),
    MEDIA_S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    MEDIA_S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/)
      .optional(),
    MEDIA_S3_ACCESS_KEY_ID: z.string().optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().optional(),
    MEDIA_S3_FORCE_PATH_STYLE: booleanEnv,
    MEDIA_S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9_-]+\/)+$/)
      .optional(),
  },
  messages: {
    MEDIA_S3_BUCKET:
      'MEDIA_S3_BUCKET は S3 のバケット名（小文字・数字・「.」「-」の3〜63文字）で指定してください',
    MEDIA_S3_REGION: 'MEDIA_S3_REGION はリージョン名（例: ap-northeast-1）で指定してください',
    MEDIA_S3_ENDPOINT:
      'MEDIA_S3_ENDPOINT は http:// または https:// で始まるURL（パスなし）で指定してください',
    MEDIA_S3_ACCESS_KEY_ID: 'MEDIA_S3_ACCESS_KEY_ID の値が正しくありません',
    MEDIA_S3_SECRET_ACCESS_KEY: 'MEDIA_S3_SECRET_ACCESS_KEY の値が正しくありません',
    MEDIA_S3_FORCE_PATH_STYLE: 'MEDIA_S3_FORCE_PATH_STYLE は true または false で指定してください',
    MEDIA_S3_PREFIX: 'MEDIA_S3_PREFIX は「/」で終わるパス（例: console/）で指定してください',
  },
  secret: new Set(['MEDIA_S3_SECRET_ACCESS_KEY', 'MEDIA_S3_ACCESS_KEY_ID']),
};

/**
 * Where images are stored: S3 when MEDIA_S3_BUCKET is set, else `DATA_DIR/media`. A half-made S3
 * setting (a region without a bucket, a key without its secret) is refused at start-up rather than
 * silently falling back to the disk, where the images of a scaled-out API would scatter.
 */
export function readMediaStorageConfig(env: Env, dataDir: string): MediaStorageConfig {
  const values = readEnv(env, MEDIA_ENV);
  const set = (Object.keys(MEDIA_ENV.shape) as (keyof typeof values)[]).filter(
    (key) => values[key] !== undefined,
  );
  if (!values.MEDIA_S3_BUCKET) {
    if (set.length > 0)
      throw new ConfigError(
        `${set.join(', ')} が設定されていますが MEDIA_S3_BUCKET がありません。S3 に画像を保存するにはバケット名も指定してください（ディスクに保存する場合は MEDIA_S3_* をすべて外してください）`,
      );
    return { kind: 'disk', root: path.join(dataDir, 'media') };
  }
  if (!values.MEDIA_S3_REGION)
    throw new ConfigError(
      'MEDIA_S3_BUCKET を使うには MEDIA_S3_REGION（例: ap-northeast-1）も指定してください',
    );
  if (Boolean(values.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(values.MEDIA_S3_SECRET_ACCESS_KEY))
    throw new ConfigError(
      'MEDIA_S3_ACCESS_KEY_ID と MEDIA_S3_SECRET_ACCESS_KEY は両方を指定するか、両方を外してください',
    );
  return {
    kind: 's3',
    bucket: values.MEDIA_S3_BUCKET,
    region: values.MEDIA_S3_REGION,
    endpoint: values.MEDIA_S3_ENDPOINT?.replace(/\/$/, ''),
    accessKeyId: values.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: values.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: truthy(values.MEDIA_S3_FORCE_PATH_STYLE),
    prefix: values.MEDIA_S3_PREFIX ?? '',
  };
}
