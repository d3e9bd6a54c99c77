// Renders a short video clip from SVG frames: every frame is drawn by `frameAt(seconds)` (an SVG string),
// rasterised with sharp and encoded with Debian's ffmpeg into WebM (VP9) and MP4 (H.264), plus a poster
// image (WebP) from the frame at `posterAt`. The outputs are committed; this runs only when a clip changes.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * @param {object} clip
 * @param {string} clip.output path without extension, e.g. public/media/home/company-film
 * @param {(seconds: number) => string} clip.frameAt
 * @param {number} clip.seconds
 * @param {number} [clip.fps]
 * @param {number} [clip.width]
 * @param {number} [clip.height]
 * @param {number} [clip.posterAt] seconds
 */
export async function renderVideo({ output, frameAt, seconds, fps = 24, width = 960, height = 540, posterAt = seconds / 2 }) {
  const frames = mkdtempSync(join(tmpdir(), 'frames-'));
  try {
    const count = Math.round(seconds * fps);
    for (let index = 0; index < count; index += 1) {
      const svg = frameAt(index / fps);
      await sharp(Buffer.from(svg)).resize(width, height).png().toFile(join(frames, `${String(index).padStart(5, '0')}.png`));
    }
    mkdirSync(dirname(output), { recursive: true });
    const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', join(frames, '%05d.png')];
    execFileSync('ffmpeg', [...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-pix_fmt', 'yuv420p', '-an', `${output}.webm`]);
    execFileSync('ffmpeg', [...input, '-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', `${output}.mp4`]);
    await sharp(Buffer.from(frameAt(posterAt))).resize(width, height).webp({ quality: 78 }).toFile(`${output}-poster.webp`);
  } finally {
    rmSync(frames, { recursive: true, force: true });
  }
}

/** A WebVTT caption file from cues `[startSeconds, endSeconds, text]`. */
export function webVtt(cues) {
  const time = (seconds) => {
    const whole = Math.floor(seconds);
    const millis = Math.round((seconds - whole) * 1000);
    const pad = (value, length = 2) => String(value).padStart(length, '0');
    return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.${pad(millis, 3)}`;
  };
  return `WEBVTT\n\n${cues.map(([start, end, text], index) => `${index + 1}\n${time(start)} --> ${time(end)}\n${text}\n`).join('\n')}`;
}
