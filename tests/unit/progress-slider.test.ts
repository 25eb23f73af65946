import { describe, expect, it } from 'vitest';
import { sliderAfterKey, sliderAtPointer } from '../../src/components/progress/slider-math';

describe('the comparison slider', () => {
  it('moves 5 % per arrow key, either way, and stays within 0..100', () => {
    expect(sliderAfterKey('ArrowRight', 50)).toBe(55);
    expect(sliderAfterKey('ArrowUp', 50)).toBe(55);
    expect(sliderAfterKey('ArrowLeft', 50)).toBe(45);
    expect(sliderAfterKey('ArrowDown', 50)).toBe(45);
    expect(sliderAfterKey('ArrowLeft', 3)).toBe(0);
    expect(sliderAfterKey('ArrowRight', 98)).toBe(100);
  });

  it('jumps to the ends with Home and End, and 20 % with Page Up and Page Down', () => {
    expect(sliderAfterKey('Home', 40)).toBe(0);
    expect(sliderAfterKey('End', 40)).toBe(100);
    expect(sliderAfterKey('PageUp', 40)).toBe(60);
    expect(sliderAfterKey('PageDown', 10)).toBe(0);
  });

  it('leaves other keys to the page', () => {
    expect(sliderAfterKey('Tab', 40)).toBeNull();
    expect(sliderAfterKey('a', 40)).toBeNull();
  });

  it('follows the pointer in whole percents of the box, clamped to it', () => {
    expect(sliderAtPointer(150, 100, 200)).toBe(25);
    expect(sliderAtPointer(50, 100, 200)).toBe(0);
    expect(sliderAtPointer(400, 100, 200)).toBe(100);
    expect(sliderAtPointer(10, 0, 0)).toBe(50);
  });
});
