import { translation } from '../text';
import { healthAccessText } from '../en/health-access';

export default translation(healthAccessText, {
  accessLog: {
    title: 'Qui a consulté mes données',
  },
});
