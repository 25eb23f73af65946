import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const supportRoutes = new Hono<AppEnv>();
