import { translation } from '../text';
import { mailText } from '../en/mail';

export default translation(mailText, {});
