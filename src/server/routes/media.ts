import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const mediaRoutes = new Hono<AppEnv>();
