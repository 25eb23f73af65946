import { translation } from '../text';
import { adminText } from '../en/admin';

export default translation(adminText, {});
