import sharp from 'sharp';
import type { BenchOptions } from './options';
import type { Row } from './table';
import type { BenchServer } from './server';
import type { SignedIn } from './sign-in';
import { idle, ms } from './load';

/**
 * A camera-sized JPEG (4:3, `megapixels` MP) of blurred noise: it does not compress to nothing, so it weighs what
 * a phone photo weighs (about 3 MB at 12 MP).
 */
export async function cameraJpeg(megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  const height = Math.round((width * 3) / 4);
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .blur(0.8)
    .jpeg({ quality: 85 })
    .toBuffer();
}

interface Upload {
  status: number;
  ms: number;
}

/** PUT user/profile/ with the picture in the `image` field (multipart), timed from send to the full answer. */
async function upload(base: string, member: SignedIn, jpeg: Buffer): Promise<Upload> {
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'camera.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/user/profile/`, { method: 'PUT', headers: member.bearer, body: form });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/** Row 7: server time per upload (sequential, median) and the server's RSS growth with uploads in parallel. */
export async function uploadRow(opts: BenchOptions, server: BenchServer, members: SignedIn[]): Promise<Row> {
  const jpeg = await cameraJpeg(opts.uploadMegapixels);
  const first = members[0]!;
  // One unmeasured upload first: sharp's first use loads its library and warms its caches.
  const warm = await upload(server.base, first, jpeg);
  if (warm.status !== 200) throw new Error(`PUT user/profile/ with a picture answered ${warm.status}`);
  const times: number[] = [];
  for (let i = 0; i < opts.uploads; i++) {
    const u = await upload(server.base, first, jpeg);
    if (u.status !== 200) throw new Error(`PUT user/profile/ with a picture answered ${u.status}`);
    times.push(u.ms);
  }
  const p50 = median(times);

  // The growth is from what the server holds at rest, as after the bench (index.ts): the uploads above leave memory
  // that the server gives back within a second (src/server/memory.ts), and counting from it would hide that much.
  await idle();
  const before = server.rssMb();
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, server.rssMb());
    } catch {
      // the server is gone: assertAlive below says so
    }
  }, 25);
  const parallel = await Promise.all(
    Array.from({ length: opts.parallelUploads }, (_, i) => upload(server.base, members[i % members.length]!, jpeg)),
  ).finally(() => clearInterval(sampler));
  server.assertAlive();
  const bad = parallel.filter((u) => u.status !== 200 && u.status !== 503);
  if (bad.length > 0) throw new Error(`parallel uploads answered ${bad.map((u) => u.status).join(', ')}`);
  const busy = parallel.filter((u) => u.status === 503).length;
  const growth = peak - before;
  return {
    id: '7',
    name: `${opts.uploadMegapixels} MP JPEG through PUT user/profile/`,
    value:
      `p50 ${ms(p50)} (${(jpeg.length / 1e6).toFixed(1)} MB file, ${opts.uploads} in a row); ` +
      `RSS +${Math.round(growth)} MB at ${opts.parallelUploads} parallel (${Math.round(before)} → ${Math.round(peak)} MB` +
      `${busy ? `, ${busy} got 503` : ''}, slowest ${ms(Math.max(...parallel.map((u) => u.ms)))})`,
    budget: 'p50 ≤ 800 ms; RSS +≤ 200 MB',
    // Refused uploads take no memory: the growth counts only when all of them were taken.
    pass: p50 <= 800 && growth <= 200 && busy === 0,
    status: 'ran',
    metrics: { times, p50, rssBeforeMb: before, rssPeakMb: peak, growthMb: growth, busy, bytes: jpeg.length },
  };
}
