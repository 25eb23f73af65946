import { translation } from '../text';
import { commonText } from '../en/common';

export default translation(commonText, {});
