import { translation } from '../text';
import { sanctionsText } from '../en/sanctions';

export default translation(sanctionsText, {
  kinds: {
    warning: 'Verwarnung',
    suspension: 'Sperre',
    ban: 'Dauerhafter Ausschluss',
  },
});
