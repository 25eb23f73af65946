import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const accountRoutes = new Hono<AppEnv>();
