import { translation } from '../text';
import { progressText } from '../en/progress';

export default translation(progressText, {});
