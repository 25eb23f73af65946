import path from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local';
import type { Storage } from './storage';

export type { Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.s3) {
    const { s3Storage } = await import('./s3');
    return s3Storage(config.s3);
  }
  return localStorage(path.join(config.dataDir, 'uploads'));
}
