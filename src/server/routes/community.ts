import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const communityRoutes = new Hono<AppEnv>();
