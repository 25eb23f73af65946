import { translation } from '../text';
import { sanctionsText } from '../en/sanctions';

export default translation(sanctionsText, {
  kinds: {
    warning: 'Avertissement',
    suspension: 'Suspension',
    ban: 'Bannissement définitif',
  },
});
