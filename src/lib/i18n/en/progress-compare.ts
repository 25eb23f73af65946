import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the progress domain's picture comparison (/progress/compare): that page's alone. */
export const progressCompareText = defineText('progress', {
  /** /progress/compare (src/islands/PhotoCompare.tsx, CompareSlider.tsx and the page). */
  compare: {
    title: 'Compare Progress Pictures',
    pictureAlt: params('Week {n} progress picture'),
    back: 'Back to the Dashboard',
    loading: 'Loading...',
    noPictures: 'No progress pictures yet.',
    onlyOne: 'Only one week has a progress picture so far.',
    addBefore: 'Add a picture in two different weeks of the',
    weeklyLog: 'Weekly Log',
    addAfter: 'to compare them here.',
    firstWeek: 'First week',
    secondWeek: 'Second week',
    sideBySide: 'Side by side',
    slider: 'Slider',
    revealedAlt: params('Week {second} progress picture, shown over week {first} up to the slider'),
    reveal: params('Reveal week {second} over week {first}'),
    shown: params('{position}% of week {n} shown'),
    hint: 'Drag across the picture, or use the arrow keys on the handle.',
  },
});
