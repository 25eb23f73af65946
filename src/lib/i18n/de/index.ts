import type { ComponentsJSON } from '@nanostores/i18n';
import * as domains from './domains';

/** Every domain's German text, as one catalogue. */
export const catalogue: ComponentsJSON = Object.assign({}, ...Object.values(domains));
