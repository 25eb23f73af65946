import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const adminRoutes = new Hono<AppEnv>();
