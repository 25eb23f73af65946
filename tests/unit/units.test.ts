import { describe, expect, it } from 'vitest';
import { defaultUnits, isUnits, shownNumber, shownValue, storedValue, unitsOf, unitSymbol } from '../../src/lib/units';

describe('units: the language default', () => {
  it('French and German metric, English imperial', () => {
    expect(defaultUnits('fr')).toBe('metric');
    expect(defaultUnits('de')).toBe('metric');
    expect(defaultUnits('en')).toBe('imperial');
  });
  it('a choice wins over the language', () => {
    expect(unitsOf(null, 'fr')).toBe('metric');
    expect(unitsOf(undefined, 'en')).toBe('imperial');
    expect(unitsOf('imperial', 'de')).toBe('imperial');
    expect(unitsOf('metric', 'en')).toBe('metric');
  });
  it('knows its two values', () => {
    expect(isUnits('metric')).toBe(true);
    expect(isUnits('imperial')).toBe(true);
    expect(isUnits('kg')).toBe(false);
    expect(isUnits(null)).toBe(false);
  });
});

describe('units: what is sent is stored in inches and pounds, 2 decimals', () => {
  it('80 kg is 176.37 lbs, 82 cm is 32.28 in', () => {
    expect(storedValue('80', 'weight', 'metric')).toBe('176.37');
    expect(storedValue('82', 'length', 'metric')).toBe('32.28');
  });
  it('exact conversions', () => {
    expect(storedValue('2.54', 'length', 'metric')).toBe('1');
    expect(storedValue('45.359237', 'weight', 'metric')).toBe('100');
    expect(storedValue('12.5', 'length', 'metric')).toBe('4.92');
  });
  it('imperial is sent as typed; nothing stays nothing', () => {
    expect(storedValue('176.37', 'weight', 'imperial')).toBe('176.37');
    expect(storedValue('', 'weight', 'metric')).toBe('');
  });
});

describe('units: what is shown, 1 decimal in metric', () => {
  it('converts stored inches and pounds', () => {
    expect(shownValue('32.28', 'length', 'metric')).toBe('82');
    expect(shownValue('176.37', 'weight', 'metric')).toBe('80');
    expect(shownValue('14', 'length', 'metric')).toBe('35.6');
    expect(shownValue('150', 'weight', 'metric')).toBe('68');
    expect(shownValue(32, 'length', 'metric')).toBe('81.3');
  });
  it('imperial shows the stored value; nothing stays nothing', () => {
    expect(shownValue('32.28', 'length', 'imperial')).toBe('32.28');
    expect(shownValue(null, 'length', 'metric')).toBeNull();
    expect(shownValue('', 'weight', 'metric')).toBeNull();
  });
  it('changes keep their sign', () => {
    expect(shownNumber(-1.25, 'length', 'metric')).toBe(-3.2);
    expect(shownNumber(-2, 'weight', 'metric')).toBe(-0.9);
    expect(shownNumber(-1.25, 'length', 'imperial')).toBe(-1.25);
    expect(shownNumber(-0.01, 'length', 'metric')).toBe(0);
  });
  it('round trips a shown value to the same stored one', () => {
    expect(storedValue(shownValue('32.28', 'length', 'metric')!, 'length', 'metric')).toBe('32.28');
    expect(storedValue(shownValue('176.37', 'weight', 'metric')!, 'weight', 'metric')).toBe('176.37');
  });
  it('names the unit', () => {
    expect(unitSymbol('length', 'metric')).toBe('cm');
    expect(unitSymbol('weight', 'metric')).toBe('kg');
    expect(unitSymbol('length', 'imperial')).toBe('in');
    expect(unitSymbol('weight', 'imperial')).toBe('lbs');
  });
});
