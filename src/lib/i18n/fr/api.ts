import { translation } from '../text';
import { apiText } from '../en/api';

export default translation(apiText, {});
