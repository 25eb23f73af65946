import { translation } from '../text';
import { weeklyLogText } from '../en/weekly-log';

export default translation(weeklyLogText, {});
