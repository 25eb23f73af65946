import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const safetyRoutes = new Hono<AppEnv>();
