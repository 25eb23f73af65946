/**
 * The outbox's start on a page whose saves wait: the shell's script imports this module, for its effect alone, when
 * localStorage says something waits. It imports nothing by itself, so the shell names one small chunk and calls
 * nothing (the page pays for each byte it loads at first paint); the replay comes next.
 */
void import('./replay').then(({ startReplay }) => startReplay());
export {};
