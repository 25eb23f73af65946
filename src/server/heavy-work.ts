import diagnosticsChannel from 'node:diagnostics_channel';

/**
 * Where a service says that heavy work is over (a burst of big pictures re-encoded, the unpaged all-profiles list
 * written): the server's memory module (memory.ts, started by src/server.ts) listens and gives what it held back to
 * the system. Services say what happened, never how memory is handled; with nobody listening (tests, the CLI) it
 * costs nothing.
 */
const HEAVY_WORK_DONE = diagnosticsChannel.channel('fitgroup:heavy-work-done');

export function heavyWorkDone(): void {
  if (HEAVY_WORK_DONE.hasSubscribers) HEAVY_WORK_DONE.publish(null);
}

/** Calls `listener` after each piece of heavy work; answers the function that stops it. */
export function afterHeavyWork(listener: () => void): () => void {
  const onMessage = () => listener();
  HEAVY_WORK_DONE.subscribe(onMessage);
  return () => void HEAVY_WORK_DONE.unsubscribe(onMessage);
}
