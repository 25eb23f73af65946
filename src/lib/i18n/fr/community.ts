import { translation } from '../text';
import { communityText } from '../en/community';

export default translation(communityText, {});
