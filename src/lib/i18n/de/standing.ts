import { translation } from '../text';
import { standingText } from '../en/standing';

export default translation(standingText, {});
