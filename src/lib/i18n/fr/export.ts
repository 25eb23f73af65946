import { translation } from '../text';
import { exportText } from '../en/export';

export default translation(exportText, {});
