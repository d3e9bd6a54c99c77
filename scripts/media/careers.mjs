// Generates the media of the careers pages into public/media/careers/:
//   - the three testimonial films (animated workplace scenes, WebM + MP4 + WebP poster; careers/films.mjs
//     with one module per scene, drawn with careers/scene.mjs and encoded by video.mjs),
//   - their caption tracks in German and English (what the employee says, word for word the quote
//     of content/testimonials.ts; tests/unit/content/careers.test.ts checks that they agree),
//   - the guide to the whistleblower procedure as a PDF in German and English (careers/whistleblower-guide.mjs,
//     written by pdf.mjs with the company's data from content/company.ts).
// Run: node scripts/media/careers.mjs [videos] [captions] [pdf]   (no argument: everything)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { films } from './careers/films.mjs';
import { height, width } from './careers/scene.mjs';
import { whistleblowerGuides } from './careers/whistleblower-guide.mjs';
import { writePdf } from './pdf.mjs';
import { loadProjectModule, root } from './project-module.mjs';
import { renderVideo, webVtt } from './video.mjs';

const out = join(root, 'public', 'media', 'careers');

export { films };

async function main() {
  const requested = process.argv.slice(2);
  const wants = (part) => requested.length === 0 || requested.includes(part);
  mkdirSync(out, { recursive: true });

  if (wants('captions')) {
    for (const film of films) {
      for (const [language, cues] of Object.entries(film.cues)) {
        writeFileSync(join(out, `${film.name}-${language}.vtt`), webVtt(cues));
      }
    }
    console.log('captions written');
  }

  if (wants('pdf')) {
    const { company } = await loadProjectModule('content/company.ts');
    for (const [language, guide] of Object.entries(whistleblowerGuides(company))) {
      writePdf(join(out, `whistleblower-guide-${language}.pdf`), guide);
    }
    console.log('guides written');
  }

  if (wants('videos')) {
    for (const film of films) {
      await renderVideo({ output: join(out, film.name), frameAt: film.frameAt, seconds: film.seconds, posterAt: film.posterAt, fps: 24, width, height });
      console.log(`${film.name} rendered`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
