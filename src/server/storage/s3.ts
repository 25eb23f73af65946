import type { Config } from '../config';
import type { Storage } from './storage';

/** S3-compatible storage. Filled in by the profile-pictures work. */
export function s3Storage(_settings: NonNullable<Config['s3']>): Storage {
  throw new Error('S3 storage is not available yet: unset the S3_ variables to store files in DATA_DIR/uploads.');
}
