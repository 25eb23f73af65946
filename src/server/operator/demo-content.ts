import sharp from 'sharp';

/** The demo's made-up members, texts and pictures (seed-demo.ts writes them), and its seeded random numbers. */

export const FIRST = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Leah',
  'Omar',
  'Iris',
  'Diego',
  'Nina',
  'Kofi',
  'Priya',
  'Jonas',
  'Sofia',
  'Marcus',
  'Hana',
  'Luca',
  'Amara',
  'Felix',
];
export const LAST = [
  'Johnson',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Garcia',
  'Patel',
  'Kowalski',
  'Dubois',
  'Haddad',
  'Silva',
  'Tanaka',
  'Moreau',
  'Andersen',
  'Mensah',
  'Rossi',
];
export const JOBS = [
  'Nurse',
  'Teacher',
  'Software developer',
  'Electrician',
  'Accountant',
  'Chef',
  'Student',
  'Graphic designer',
  'Paramedic',
  'Sales manager',
];
export const WORKOUTS = [
  'Upper body strength',
  'Leg day',
  '5 km run',
  'HIIT circuit',
  'Yoga flow',
  'Swimming',
  'Rest day walk',
  'Core and mobility',
];
export const MEALS = {
  breakfast: ['Oatmeal with berries', 'Greek yogurt and granola', 'Scrambled eggs on toast', 'Protein smoothie'],
  lunch: ['Chicken salad', 'Quinoa bowl', 'Turkey wrap', 'Lentil soup'],
  dinner: ['Salmon with rice', 'Stir-fried tofu and vegetables', 'Lean beef chili', 'Pasta with vegetables'],
  snack: ['Apple', 'Almonds', 'Protein bar', 'Carrot sticks', 'Banana'],
};
export const POSTS = [
  'New personal best on deadlifts today! 💪',
  'Anyone up for a Saturday morning run?',
  'Week done. Meal prep for the next one is ready.',
  'Struggling with motivation this week. Tips welcome.',
  'Down two inches on the waist since I started!',
  'Tried the HIIT circuit from the group. Brutal, loved it.',
];
export const COMMENTS = [
  'Great job!',
  'Count me in.',
  'Keep going, you got this.',
  'What was your routine?',
  'Inspiring 🙌',
];
export const REPORT_TEXT = [
  'This post contains promotional links to a supplement shop.',
  'Rude reply aimed at another member, please take a look at the whole thread.',
  'Shares a dangerous diet claim without any source.',
];

/** A small deterministic generator so demo data is the same on every run. */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** Background gradients of the generated pictures. */
export const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#0ea5e9', '#6366f1'],
  ['#f97316', '#db2777'],
  ['#10b981', '#0f766e'],
  ['#a855f7', '#4f46e5'],
  ['#facc15', '#ea580c'],
  ['#64748b', '#1e293b'],
];

function gradient([from, to]: readonly [string, string]): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`
  );
}

/** A head-and-shoulders silhouette on a gradient: shapes only, so no font or network is involved. */
export function profileSvg(palette: readonly [string, string]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">${gradient(palette)}` +
    `<rect width="320" height="320" fill="url(#bg)"/>` +
    `<g fill="#ffffff" fill-opacity="0.88"><circle cx="160" cy="124" r="60"/>` +
    `<path d="M48 320 C48 226 272 226 272 320 Z"/></g></svg>`
  );
}

/** A standing figure on a gradient, its waist a little narrower each week (`step` 0, 1, 2, …). */
export function progressSvg(palette: readonly [string, string], step: number): string {
  const waist = Math.max(34, 58 - step * 4);
  const hips = waist + 12;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640" viewBox="0 0 480 640">${gradient(palette)}` +
    `<rect width="480" height="640" fill="url(#bg)"/>` +
    `<rect y="560" width="480" height="80" fill="#000000" fill-opacity="0.18"/>` +
    `<g fill="#ffffff" fill-opacity="0.9"><circle cx="240" cy="104" r="44"/>` +
    `<path d="M${240 - 92} 176 L${240 + 92} 176 L${240 + waist} 330 L${240 + hips} 370 L${240 - hips} 370 L${240 - waist} 330 Z"/>` +
    `<path d="M${240 - 92} 176 L${240 - 112} 186 L${240 - 132} 330 L${240 - 110} 334 L${240 - 84} 220 Z"/>` +
    `<path d="M${240 + 92} 176 L${240 + 112} 186 L${240 + 132} 330 L${240 + 110} 334 L${240 + 84} 220 Z"/>` +
    `<path d="M${240 - hips} 370 L${240 - 4} 370 L${240 - 14} 580 L${240 - 54} 580 Z"/>` +
    `<path d="M${240 + 4} 370 L${240 + hips} 370 L${240 + 54} 580 L${240 + 14} 580 Z"/></g></svg>`
  );
}

/** Renders each distinct picture once (sharp, from SVG) and hands out its JPEG bytes again after that. */
export function pictureMaker() {
  const rendered = new Map<string, Promise<Buffer>>();
  return (name: string, svg: () => string): Promise<Buffer> => {
    let bytes = rendered.get(name);
    if (!bytes) {
      bytes = sharp(Buffer.from(svg())).jpeg({ quality: 80 }).toBuffer();
      rendered.set(name, bytes);
    }
    return bytes;
  };
}
