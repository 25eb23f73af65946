import { dataExport } from '../client/export';
import { createMutatorStore } from './query';

/** "Download my data" (GET user/export/, once an hour): the ZIP as a Blob for the page to hand to the browser. */
export const $downloadExport = createMutatorStore<void, Blob>(() => dataExport.download());
