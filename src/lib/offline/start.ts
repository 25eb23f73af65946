/**
 * The outbox's start on a page where saves wait: the shell's script imports this module, for its effect alone, when
 * localStorage says something waits. It imports nothing by itself, so the shell names one small chunk and calls
 * nothing (the page pays for each byte it loads at first paint). Signed in, the replay starts (device-data and the
 * top bar's count with it); signed out (a session that a sanction or a refused refresh ended on another page), the
 * device forgets the saves and the member's data.
 */
void import('./replay').then(({ startReplay }) => startReplay());

export {};
