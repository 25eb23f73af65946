import { translation } from '../text';
import { profileText } from '../en/profile';

export default translation(profileText, {});
