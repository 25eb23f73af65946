import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const profileRoutes = new Hono<AppEnv>();
