/**
 * The end of a session on this device (lib/session.ts endSession imports this module for its effect alone): the
 * outbox and the member's kept data are forgotten. It imports nothing by itself, so every page's shell names one
 * small chunk for it; the code that clears comes next, only when a session ends. Once per page: a page whose
 * session ended is signed out, and the next sign-in is a new page.
 */
void import('./device-data').then(({ forgetDeviceData }) => forgetDeviceData());
export {};
