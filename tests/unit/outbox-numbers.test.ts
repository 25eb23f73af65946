import { describe, expect, it } from 'vitest';
import { isNumberField, shownValues, storedValues } from '../../src/lib/offline/outbox-numbers';

describe('the numbers of a save waiting, as the member reads and corrects them', () => {
  const kept = { waist: '31.50', weight: '176.37', water_intake_oz: '64', journal: 'Leg day, 12.5 km' };

  it('shows a metric member centimetres and kilograms, and an imperial one the same number written once', () => {
    expect(shownValues(kept, 'en', 'metric')).toEqual({
      waist: '80',
      weight: '80',
      water_intake_oz: '64',
      journal: 'Leg day, 12.5 km',
    });
    expect(shownValues({ biceps: '12.50', chest: '40.00' }, 'en', 'imperial')).toEqual({ biceps: '12.5', chest: '40' });
  });

  it('writes decimals with the decimal comma in French and German, and leaves texts alone', () => {
    expect(shownValues({ biceps: '12.50', notes: '1.5 h' }, 'fr', 'imperial')).toEqual({
      biceps: '12,5',
      notes: '1.5 h',
    });
    expect(shownValues({ waist: '31.50' }, 'de', 'metric')).toEqual({ waist: '80' });
  });

  it('sends a corrected metric number in inches, read with the decimal comma', () => {
    const { values, unreadable } = storedValues({ waist: '81,5' }, kept, 'fr', 'metric');
    expect(unreadable).toEqual([]);
    expect(values).toEqual({ waist: '32.09' });
  });

  it('sends a number left as shown as it was kept, so a rounded metric value never moves it', () => {
    expect(storedValues({ waist: '80', weight: '80' }, kept, 'en', 'metric').values).toEqual({
      waist: '31.50',
      weight: '176.37',
    });
  });

  it('refuses a number it cannot read on its field, and sends nothing of it', () => {
    const { values, unreadable } = storedValues({ waist: '8O', journal: 'x' }, kept, 'en', 'imperial');
    expect(unreadable).toEqual(['waist']);
    expect(values).toEqual({ journal: 'x' });
  });

  it('reads water as a number in the member’s language, in ounces for every member', () => {
    expect(storedValues({ water_intake_oz: '1,5' }, {}, 'de', 'metric').values).toEqual({ water_intake_oz: '1.5' });
    expect(isNumberField('water_intake_oz')).toBe(true);
    expect(isNumberField('notes')).toBe(false);
  });
});
