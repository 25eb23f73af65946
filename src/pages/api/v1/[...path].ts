import type { APIRoute } from 'astro';
import { createApp } from '../../../server/app';
import { getRuntime } from '../../../server/runtime';

/** In `astro dev` the API is reached through Astro; the built server (src/server.ts) routes /api/v1 itself. */
let app: ReturnType<typeof createApp> | null = null;

export const ALL: APIRoute = async ({ request }) => {
  app ??= createApp(await getRuntime());
  return app.fetch(request);
};
