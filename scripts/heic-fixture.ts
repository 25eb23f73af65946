/**
 * Makes tests/fixtures/profile/photo.heic (1200x900, a real HEVC-coded HEIC) for the e2e HEIC upload test.
 * Needs `heif-enc` (apt-get install libheif-examples).   node --import tsx scripts/heic-fixture.ts
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

const w = 1200;
const h = 900;
const raw = Buffer.alloc(w * h * 3);
for (let y = 0; y < h; y++) {
  for (let x = 0; x < w; x++) {
    const i = (y * w + x) * 3;
    raw[i] = 60 + (x * 150) / w;
    raw[i + 1] = 120 + 60 * Math.sin(y / 60);
    raw[i + 2] = 200 - (y * 120) / h;
  }
}
await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
  .jpeg({ quality: 90 })
  .toFile('/tmp/heic-fixture-src.jpg');
execFileSync('heif-enc', ['-q', '50', '-o', 'tests/fixtures/profile/photo.heic', '/tmp/heic-fixture-src.jpg'], {
  stdio: 'inherit',
});
console.log('wrote tests/fixtures/profile/photo.heic');
