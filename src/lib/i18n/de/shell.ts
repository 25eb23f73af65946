import { translation } from '../text';
import { shellText } from '../en/shell';

export default translation(shellText, {});
