import { translation } from '../text';
import { supportText } from '../en/support';

export default translation(supportText, {});
