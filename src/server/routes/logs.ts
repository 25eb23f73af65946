import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const logRoutes = new Hono<AppEnv>();
