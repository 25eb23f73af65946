/**
 * The replay's start on a page that did not keep the save itself (shell.ts imports this when saves wait or the page
 * is shown offline). It imports nothing itself: the shell's script then names one chunk, not the replay's own.
 */
void import('./replay').then(({ startReplay }) => startReplay());

export {};
