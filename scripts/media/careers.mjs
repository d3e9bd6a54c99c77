// Generates the media of the careers pages into public/media/careers/:
//   - the three testimonial films (animated workplace scenes, WebM + MP4 + WebP poster),
//   - their caption tracks in German and English (what the employee says, word for word the quote
//     of content/testimonials.ts; tests/unit/content/careers.test.ts checks that they agree),
//   - the guide to the whistleblower procedure as a PDF in German and English.
// Run: node scripts/media/careers.mjs [videos] [captions] [pdf]   (no argument: everything)
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePdf } from './pdf.mjs';
import { renderVideo, webVtt } from './video.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'public', 'media', 'careers');

/** The company data the documents need, read from the one place that holds it (content/company.ts). */
function readCompany() {
  const source = readFileSync(join(root, 'content', 'company.ts'), 'utf8');
  const field = (name) => {
    const match = new RegExp(`\\b${name}: '([^']+)'`).exec(source);
    if (!match) throw new Error(`content/company.ts: no ${name}`);
    return match[1];
  };
  return {
    legalName: field('legalName'),
    brand: field('brand'),
    street: field('street'),
    postalCode: field('postalCode'),
    city: field('city'),
    email: field('email'),
    whistleblowerSystemUrl: field('whistleblowerSystemUrl'),
  };
}

const company = readCompany();

// ---------------------------------------------------------------------------------------------
// Drawing helpers (960 × 540 frames; simple shapes, no faces, no text)
// ---------------------------------------------------------------------------------------------

const W = 960;
const H = 540;
const colors = {
  navy: '#0d1f2b',
  navySoft: '#1d3a4c',
  petrol: '#005f73',
  petrolLight: '#2a8296',
  amber: '#e8a33d',
  amberDark: '#c98a2c',
  steel: '#8fa1ad',
  steelLight: '#c3ced5',
  steelDark: '#5d707c',
  wall: '#e4ebef',
  floor: '#b7c3ca',
  white: '#ffffff',
  green: '#3fae6a',
  red: '#d0533f',
  cable: '#2f6fd6',
};

const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));
/** 0 before `start`, 1 after `end`, eased in between. */
const ramp = (value, start, end) => {
  const x = clamp((value - start) / (end - start));
  return x * x * (3 - 2 * x);
};
const mix = (a, b, amount) => a + (b - a) * amount;
const f = (value) => Number(value.toFixed(1));

function mixColor(from, to, amount) {
  const parse = (hex) => [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  const [a, b] = [parse(from), parse(to)];
  return `#${a.map((channel, index) => Math.round(mix(channel, b[index], amount)).toString(16).padStart(2, '0')).join('')}`;
}

const frame = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>`;

/** A factory hall: wall with a band of high windows, a floor with a walkway marking. */
function hall() {
  const windows = Array.from({ length: 6 }, (_, index) => `<rect x="${40 + index * 155}" y="34" width="120" height="54" rx="4" fill="#f7fafb" stroke="#c8d3d9" stroke-width="3"/>`).join('');
  return `<rect width="${W}" height="${H}" fill="${colors.wall}"/>${windows}
    <rect y="462" width="${W}" height="${H - 462}" fill="${colors.floor}"/>
    <rect y="500" width="${W}" height="8" fill="${colors.amber}" opacity="0.8"/>`;
}

/**
 * A person seen from the side or front, without a face: head, torso, legs and one resting arm.
 * The working arm is drawn separately (see `arm`).
 */
function person({ x, y, shirt, trousers = colors.navySoft, helmet }) {
  return `<g>
    <rect x="${x - 16}" y="${y + 112}" width="14" height="96" rx="6" fill="${trousers}"/>
    <rect x="${x + 2}" y="${y + 112}" width="14" height="96" rx="6" fill="${trousers}"/>
    <rect x="${x - 22}" y="${y + 204}" width="22" height="10" rx="4" fill="${colors.navy}"/>
    <rect x="${x}" y="${y + 204}" width="22" height="10" rx="4" fill="${colors.navy}"/>
    <rect x="${x - 26}" y="${y + 30}" width="52" height="92" rx="16" fill="${shirt}"/>
    <rect x="${x - 5}" y="${y + 20}" width="10" height="14" fill="#d9a88a"/>
    <circle cx="${x}" cy="${y + 8}" r="20" fill="#d9a88a"/>
    ${helmet ? `<path d="M${x - 22} ${y + 4} A22 22 0 0 1 ${x + 22} ${y + 4} Z" fill="${helmet}"/>` : `<path d="M${x - 20} ${y + 4} A20 20 0 0 1 ${x + 20} ${y + 2} Q${x} ${y - 6} ${x - 20} ${y + 4} Z" fill="#5a3d2b"/>`}
  </g>`;
}

/** An arm from the shoulder to the hand, bent at the elbow (which hangs below the straight line). */
function arm(shoulder, hand, color, sag = 26) {
  const [sx, sy] = shoulder;
  const [hx, hy] = hand;
  const ex = (sx + hx) / 2;
  const ey = (sy + hy) / 2 + sag;
  return `<path d="M${f(sx)} ${f(sy)} L${f(ex)} ${f(ey)} L${f(hx)} ${f(hy)}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${f(hx)}" cy="${f(hy)}" r="8" fill="#d9a88a"/>`;
}

/** The part of a polyline from its start up to `fraction` of its length. */
function partialPolyline(points, fraction) {
  const lengths = points.slice(1).map((point, index) => Math.hypot(point[0] - points[index][0], point[1] - points[index][1]));
  let remaining = lengths.reduce((sum, length) => sum + length, 0) * clamp(fraction);
  const result = [points[0]];
  for (let index = 0; index < lengths.length; index += 1) {
    const [from, to] = [points[index], points[index + 1]];
    if (remaining >= lengths[index]) {
      result.push(to);
      remaining -= lengths[index];
    } else {
      const share = lengths[index] === 0 ? 0 : remaining / lengths[index];
      result.push([mix(from[0], to[0], share), mix(from[1], to[1], share)]);
      break;
    }
  }
  return result;
}

const pathOf = (points) => points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join(' ');

// ---------------------------------------------------------------------------------------------
// Film 1: a moulding machine cycling, watched by the shift supervisor (Melanie)
// ---------------------------------------------------------------------------------------------

const cycle = 5;

function mouldingMachine(t) {
  const p = (t % cycle) / cycle;
  const cycleIndex = Math.floor(t / cycle);
  const closing = ramp(p, 0.0, 0.16);
  const opening = ramp(p, 0.62, 0.76);
  const closed = closing - opening; // 0 = open, 1 = closed
  const nozzle = ramp(p, 0.16, 0.22) - ramp(p, 0.5, 0.58); // 1 = nozzle at the sprue bushing
  const fill = ramp(p, 0.22, 0.4);
  const solid = ramp(p, 0.4, 0.62);
  const eject = ramp(p, 0.76, 0.84);
  const fall = ramp(p, 0.84, 0.96);
  const dosing = p > 0.5 && p < 0.62 ? (p - 0.5) * 400 : 0;

  const mx = mix(230, 330, closed); // the moving platen
  const ix = mix(522, 492, nozzle); // the tip of the nozzle

  // The toggle between the rear platen (x 150) and the moving platen: folded when open.
  const toggleMid = 150 + (mx - 150) / 2;
  const fold = mix(46, 4, closed);
  const toggle = [200, 310]
    .map((y) => `<path d="M150 ${y} L${f(toggleMid)} ${f(y + (y < 255 ? fold : -fold))} L${f(mx)} ${y}" fill="none" stroke="${colors.steelDark}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="${f(toggleMid)}" cy="${f(y + (y < 255 ? fold : -fold))}" r="7" fill="${colors.navy}"/>`)
    .join('');

  // The screen of the controller draws the injection pressure of the running cycle.
  const curve = Array.from({ length: 41 }, (_, index) => {
    const x = index / 40;
    const pressure = x < 0.22 ? 0.05 : x < 0.4 ? 0.05 + 0.85 * ramp(x, 0.22, 0.36) : x < 0.5 ? 0.6 : 0.05;
    return [560 + x * 92, 188 - pressure * 50];
  }).filter(([x]) => x <= 560 + p * 92 + 0.01);

  // Finished parts ride away on the conveyor: one from every earlier cycle.
  const conveyorY = 470;
  const parts = [];
  for (let back = 1; back <= 3; back += 1) {
    const age = t - (cycleIndex - back) * cycle - 0.96 * cycle;
    if (cycleIndex - back < 0 || age < 0) continue;
    parts.push(432 + age * 70);
  }
  if (p >= 0.96) parts.push(432 + (t - cycleIndex * cycle - 0.96 * cycle) * 70);

  const part = (x, y, colour) =>
    `<path d="M${f(x - 14)} ${f(y - 22)} H${f(x + 14)} V${f(y + 18)} Q${f(x + 14)} ${f(y + 24)} ${f(x + 8)} ${f(y + 24)} H${f(x - 8)} Q${f(x - 14)} ${f(y + 24)} ${f(x - 14)} ${f(y + 18)} Z" fill="${colour}"/>`;

  // The part in the mould: filling (amber melt), cooling (turns petrol), then ejected and falling.
  let mouldPart = '';
  if (fill > 0 && p < 0.84) {
    const partX = mx + 80 + (eject > 0 ? eject * 22 : 0);
    const colour = mixColor(colors.amber, colors.petrolLight, solid);
    const height = 46 * fill;
    mouldPart = `<clipPath id="fill"><rect x="${f(partX - 16)}" y="${f(279 - height)}" width="32" height="${f(height + 2)}"/></clipPath>
      <g clip-path="url(#fill)">${part(partX, 255, colour)}</g>`;
  }
  if (p >= 0.84 && p < 0.96) mouldPart = part(mx + 102, mix(255, conveyorY - 24, fall * fall), colors.petrolLight);

  const lamp = p < 0.9 || Math.floor(t * 4) % 2 === 0;

  return frame(`${hall()}
    <!-- machine bed -->
    <rect x="90" y="330" width="740" height="100" rx="8" fill="${colors.petrol}"/>
    <rect x="110" y="350" width="330" height="60" rx="6" fill="${colors.petrolLight}" opacity="0.45"/>
    <rect x="90" y="420" width="740" height="12" fill="${colors.navy}"/>
    <!-- signal tower -->
    <rect x="128" y="112" width="8" height="66" fill="${colors.steelDark}"/>
    <rect x="120" y="86" width="24" height="16" rx="3" fill="${colors.red}" opacity="0.35"/>
    <rect x="120" y="104" width="24" height="16" rx="3" fill="${colors.amber}" opacity="0.35"/>
    <rect x="120" y="122" width="24" height="16" rx="3" fill="${colors.green}" opacity="${lamp ? 1 : 0.35}"/>
    <!-- clamping unit: rear platen, tie bars, toggle, moving platen, mould -->
    <rect x="120" y="178" width="30" height="154" rx="4" fill="${colors.steelDark}"/>
    <rect x="120" y="196" width="372" height="8" fill="${colors.steelLight}"/>
    <rect x="120" y="306" width="372" height="8" fill="${colors.steelLight}"/>
    ${toggle}
    <rect x="${f(mx)}" y="178" width="30" height="154" rx="4" fill="${colors.steelDark}"/>
    <rect x="${f(mx + 30)}" y="214" width="50" height="82" rx="3" fill="${colors.steel}"/>
    <rect x="${f(mx + 30)}" y="226" width="50" height="6" fill="${colors.steelDark}" opacity="0.5"/>
    <rect x="410" y="214" width="50" height="82" rx="3" fill="${colors.steel}"/>
    <rect x="410" y="278" width="50" height="6" fill="${colors.steelDark}" opacity="0.5"/>
    <rect x="460" y="178" width="32" height="154" rx="4" fill="${colors.steelDark}"/>
    ${mouldPart}
    <!-- injection unit: nozzle, barrel with heater bands, hopper, drive -->
    <g>
      <path d="M${f(ix)} 255 L${f(ix + 14)} 246 V264 Z" fill="${colors.steelDark}"/>
      <rect x="${f(ix + 14)}" y="238" width="210" height="34" rx="4" fill="${colors.steelLight}"/>
      <clipPath id="barrel"><rect x="${f(ix + 14)}" y="242" width="210" height="26"/></clipPath>
      <g clip-path="url(#barrel)" opacity="0.55">
        ${Array.from({ length: 19 }, (_, index) => `<path d="M${f(ix + 4 + index * 14 - (dosing % 14))} 242 l10 26" stroke="${colors.steelDark}" stroke-width="4"/>`).join('')}
      </g>
      ${[36, 82, 128].map((offset) => `<rect x="${f(ix + offset)}" y="234" width="22" height="42" rx="3" fill="${colors.amber}"/>`).join('')}
      <path d="M${f(ix + 160)} 160 H${f(ix + 220)} L${f(ix + 200)} 238 H${f(ix + 180)} Z" fill="${colors.steel}"/>
      <rect x="${f(ix + 224)}" y="214" width="80" height="82" rx="6" fill="${colors.navySoft}"/>
      <circle cx="${f(ix + 264)}" cy="255" r="22" fill="${colors.steelDark}"/>
      <path d="M${f(ix + 264)} 255 l${f(16 * Math.cos(dosing / 20))} ${f(16 * Math.sin(dosing / 20))}" stroke="${colors.steelLight}" stroke-width="5" stroke-linecap="round"/>
    </g>
    <!-- controller on a swivel arm -->
    <rect x="600" y="206" width="10" height="124" fill="${colors.steelDark}"/>
    <rect x="548" y="122" width="116" height="84" rx="8" fill="${colors.navy}"/>
    <rect x="556" y="130" width="100" height="68" rx="4" fill="#12384a"/>
    <path d="M560 188 H652" stroke="${colors.steelDark}" stroke-width="1.5"/>
    ${curve.length > 1 ? `<path d="${pathOf(curve)}" fill="none" stroke="${colors.amber}" stroke-width="3" stroke-linejoin="round"/>` : ''}
    <!-- conveyor with parts -->
    <rect x="350" y="${conveyorY}" width="610" height="14" rx="7" fill="${colors.navySoft}"/>
    ${Array.from({ length: 11 }, (_, index) => `<circle cx="${f(372 + index * 58)}" cy="${conveyorY + 7}" r="5" fill="${colors.steelLight}"/>`).join('')}
    ${Array.from({ length: 16 }, (_, index) => `<rect x="${f(350 + ((index * 40 + t * 70) % 610))}" y="${conveyorY}" width="12" height="3" fill="${colors.steel}"/>`).join('')}
    ${parts.filter((x) => x < 990).map((x) => part(x, conveyorY - 24, colors.petrolLight)).join('')}
    <!-- the shift supervisor with a tablet -->
    ${person({ x: 912, y: 236, shirt: colors.petrol })}
    ${arm([898, 280], [872, 316 + Math.sin(t * 3) * 3], colors.petrol, 10)}
    <rect x="838" y="${f(298 + Math.sin(t * 3) * 3)}" width="40" height="28" rx="4" fill="${colors.navy}" transform="rotate(-12 858 ${f(312 + Math.sin(t * 3) * 3)})"/>
    <rect x="842" y="${f(302 + Math.sin(t * 3) * 3)}" width="32" height="20" rx="2" fill="${colors.petrolLight}" transform="rotate(-12 858 ${f(312 + Math.sin(t * 3) * 3)})"/>
  `);
}

// ---------------------------------------------------------------------------------------------
// Film 2: a toolmaker polishing the cavities of a four-cavity mould (Tobias)
// ---------------------------------------------------------------------------------------------

const cavities = [
  [400, 220],
  [540, 220],
  [400, 340],
  [540, 340],
];

function toolmaker(t) {
  const perCavity = 2.2;
  const current = Math.min(cavities.length - 1, Math.floor(t / perCavity));
  const local = t - current * perCavity;
  const [cx, cy] = cavities[current];
  const moving = local < 0.4 && current > 0; // travelling from the previous cavity
  const previous = cavities[Math.max(0, current - 1)];
  const angle = t * 7;
  const circle = [cx + Math.cos(angle) * 18, cy + Math.sin(angle) * 12];
  const travel = ramp(local, 0, 0.4);
  const tool = moving ? [mix(previous[0], circle[0], travel), mix(previous[1], circle[1], travel)] : circle;
  const done = t >= cavities.length * perCavity;
  const shine = (index) => (index < current ? 1 : index === current ? clamp((local - 0.4) / (perCavity - 0.6)) : 0);

  // The dial gauge swings while the toolmaker checks; settles at the end.
  const needle = done ? -0.2 : Math.sin(t * 2.2) * 0.6;

  const cavityMarkup = cavities
    .map(([x, y], index) => {
      const glow = done ? 1 : shine(index);
      return `<circle cx="${x}" cy="${y}" r="38" fill="${colors.steelDark}"/>
        <circle cx="${x}" cy="${y}" r="30" fill="${mixColor('#6c7f8b', '#dfe8ed', glow)}"/>
        <path d="M${x - 18} ${y - 14} A24 24 0 0 1 ${x + 10} ${y - 22}" fill="none" stroke="${colors.white}" stroke-width="5" stroke-linecap="round" opacity="${f(glow)}"/>
        <circle cx="${x}" cy="${y}" r="6" fill="${colors.steelDark}"/>`;
    })
    .join('');

  const sparkles = done
    ? cavities
        .map(([x, y], index) => {
          const phase = clamp((t - cavities.length * perCavity - index * 0.15) * 2);
          const size = 10 * Math.sin(phase * Math.PI);
          return size > 0.5 ? `<path d="M${x + 20} ${f(y - 30 - size)} L${x + 23} ${y - 33} L${f(x + 26 + size)} ${y - 30} L${x + 23} ${y - 27} Z M${x + 20} ${f(y - 30 + size)} L${x + 17} ${y - 27} L${f(x + 14 - size)} ${y - 30} L${x + 17} ${y - 33} Z" fill="${colors.amber}"/>` : '';
        })
        .join('')
    : '';

  return frame(`${hall()}
    <!-- lamp above the bench -->
    <rect x="468" y="0" width="4" height="58" fill="${colors.steelDark}"/>
    <path d="M430 58 H510 L496 80 H444 Z" fill="${colors.navySoft}"/>
    <path d="M444 80 H496 L620 440 H320 Z" fill="#fff8e6" opacity="0.35"/>
    <!-- workbench -->
    <rect x="230" y="430" width="520" height="22" rx="4" fill="${colors.navySoft}"/>
    <rect x="252" y="452" width="18" height="80" fill="${colors.navySoft}"/>
    <rect x="710" y="452" width="18" height="80" fill="${colors.navySoft}"/>
    <!-- the mould half, parting face towards the viewer, with four cavities and cooling channels -->
    <rect x="310" y="140" width="320" height="290" rx="6" fill="${colors.steel}"/>
    <rect x="310" y="140" width="320" height="290" rx="6" fill="none" stroke="${colors.steelDark}" stroke-width="4"/>
    ${[
      [330, 160],
      [610, 160],
      [330, 410],
      [610, 410],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${colors.steelLight}" stroke="${colors.steelDark}" stroke-width="3"/>`)
      .join('')}
    <path d="M318 280 H622 M470 150 V420" stroke="${colors.cable}" stroke-width="5" stroke-dasharray="12 8" opacity="0.7"/>
    ${cavityMarkup}
    <rect x="450" y="262" width="40" height="36" rx="4" fill="${colors.steelDark}"/>
    ${sparkles}
    <!-- dial gauge on its stand -->
    <rect x="246" y="300" width="10" height="130" fill="${colors.steelDark}"/>
    <rect x="232" y="420" width="40" height="12" rx="3" fill="${colors.navy}"/>
    <circle cx="251" cy="290" r="30" fill="${colors.white}" stroke="${colors.navy}" stroke-width="5"/>
    ${Array.from({ length: 12 }, (_, index) => {
      const a = (index / 12) * Math.PI * 2;
      return `<path d="M${f(251 + Math.cos(a) * 21)} ${f(290 + Math.sin(a) * 21)} L${f(251 + Math.cos(a) * 26)} ${f(290 + Math.sin(a) * 26)}" stroke="${colors.navy}" stroke-width="2"/>`;
    }).join('')}
    <path d="M251 290 L${f(251 + Math.sin(needle) * 22)} ${f(290 - Math.cos(needle) * 22)}" stroke="${colors.red}" stroke-width="3" stroke-linecap="round"/>
    <!-- the toolmaker with a polishing tool -->
    ${person({ x: 780, y: 214, shirt: colors.navySoft })}
    ${arm([796, 262], [806, 330], colors.navySoft, 4)}
    ${arm([764, 262], [tool[0] + 40, tool[1] + 16], colors.navySoft, 34)}
    <path d="M${f(tool[0] + 40)} ${f(tool[1] + 16)} L${f(tool[0])} ${f(tool[1])}" stroke="${colors.amberDark}" stroke-width="9" stroke-linecap="round"/>
    <circle cx="${f(tool[0])}" cy="${f(tool[1])}" r="5" fill="${colors.white}"/>
  `);
}

// ---------------------------------------------------------------------------------------------
// Film 3: an apprentice wiring a control cabinet; then the test conveyor runs (Lea)
// ---------------------------------------------------------------------------------------------

const terminals = Array.from({ length: 5 }, (_, index) => [350 + index * 44, 392]);
const inputs = Array.from({ length: 5 }, (_, index) => [520 + index * 26, 212]);
const wires = terminals.map(([tx, ty], index) => {
  const [ix, iy] = inputs[index];
  const duct = 300 - index * 12;
  return [
    [tx, ty],
    [tx, duct],
    [ix, duct],
    [ix, iy],
  ];
});

function apprentice(t) {
  const perWire = 1.15;
  const wiring = wires.length * perWire; // about six seconds of wiring
  const running = t >= wiring;
  const current = Math.min(wires.length - 1, Math.floor(t / perWire));
  const progress = (index) => clamp((t - index * perWire) / (perWire * 0.9));
  const hand = running ? [236, 318] : partialPolyline(wires[current], progress(current)).at(-1);
  const boxX = running ? 140 + ((t - wiring) * 130) % 420 : 140;
  const beam = running && boxX > 330 && boxX < 370;

  const wireMarkup = wires
    .map((points, index) => {
      const share = progress(index);
      if (share <= 0) return '';
      const colour = [colors.cable, colors.red, colors.cable, colors.navy, colors.amberDark][index];
      return `<path d="${pathOf(partialPolyline(points, share))}" fill="none" stroke="${colour}" stroke-width="4" stroke-linejoin="round"/>`;
    })
    .join('');

  const leds = inputs
    .map(([x], index) => {
      const on = running && (index !== 4 || beam);
      return `<circle cx="${x}" cy="190" r="5" fill="${on ? colors.green : '#34505f'}"/>`;
    })
    .join('');

  return frame(`${hall()}
    <!-- the open control cabinet -->
    <rect x="300" y="110" width="370" height="330" rx="6" fill="${colors.steelLight}" stroke="${colors.steelDark}" stroke-width="5"/>
    <rect x="320" y="130" width="330" height="290" fill="#eef2f4"/>
    <path d="M670 116 L740 150 V420 L670 440 Z" fill="${colors.steel}" stroke="${colors.steelDark}" stroke-width="4"/>
    <!-- wire ducts -->
    <rect x="320" y="236" width="330" height="18" fill="#9aa9b2" opacity="0.55"/>
    <!-- controller with its input LEDs -->
    <rect x="500" y="150" width="140" height="74" rx="4" fill="${colors.navySoft}"/>
    <rect x="510" y="160" width="40" height="20" rx="2" fill="${running ? colors.green : colors.amber}"/>
    ${leds}
    ${inputs.map(([x, y]) => `<rect x="${x - 7}" y="${y}" width="14" height="10" fill="${colors.steelDark}"/>`).join('')}
    <!-- DIN rail with terminal blocks and a circuit breaker -->
    <rect x="330" y="384" width="240" height="10" fill="${colors.steelDark}"/>
    ${terminals.map(([x, y]) => `<rect x="${x - 14}" y="${y - 18}" width="28" height="40" rx="2" fill="${colors.steel}"/><circle cx="${x}" cy="${y}" r="5" fill="${colors.navy}"/>`).join('')}
    <rect x="340" y="150" width="50" height="70" rx="3" fill="${colors.white}" stroke="${colors.steelDark}" stroke-width="3"/>
    <rect x="358" y="${running ? 164 : 186}" width="14" height="20" rx="2" fill="${colors.navy}"/>
    ${wireMarkup}
    <!-- the test conveyor on the bench, with a light barrier -->
    <rect x="60" y="448" width="560" height="14" rx="4" fill="${colors.navySoft}"/>
    <rect x="120" y="428" width="440" height="10" rx="5" fill="${colors.navy}"/>
    ${Array.from({ length: 9 }, (_, index) => `<circle cx="${130 + index * 52}" cy="433" r="3" fill="${colors.steelLight}"/>`).join('')}
    <rect x="${f(boxX)}" y="394" width="44" height="34" rx="3" fill="${colors.amber}"/>
    <rect x="${f(boxX + 6)}" y="404" width="32" height="4" fill="${colors.amberDark}"/>
    <rect x="334" y="380" width="8" height="48" fill="${colors.steelDark}"/>
    <rect x="390" y="380" width="8" height="48" fill="${colors.steelDark}"/>
    ${running ? `<path d="M342 404 H390" stroke="${beam ? colors.red : colors.green}" stroke-width="3" stroke-dasharray="6 4"/>` : ''}
    <!-- the apprentice, wiring -->
    ${person({ x: 200, y: 212, shirt: colors.petrol, trousers: colors.petrol })}
    ${arm([186, 258], [180, 330], colors.petrol, 4)}
    ${arm([216, 258], [hand[0], hand[1]], colors.petrol, 40)}
    ${running ? '' : `<path d="M${f(hand[0])} ${f(hand[1])} l-18 14" stroke="${colors.amber}" stroke-width="6" stroke-linecap="round"/>`}
  `);
}

// ---------------------------------------------------------------------------------------------
// The films and what is said in them
// ---------------------------------------------------------------------------------------------

/** Each film: its file name, the scene, and the spoken testimonial as caption cues in both languages. */
export const films = [
  {
    name: 'testimonial-melanie',
    frameAt: mouldingMachine,
    seconds: 10,
    posterAt: 1.9,
    cues: {
      de: [
        [0.3, 3.6, 'Wenn in meiner Schicht die Maschinen laufen, muss jeder Handgriff sitzen.'],
        [3.6, 7.0, 'Mit meinem Team sorge ich dafür, dass Qualität und Takt stimmen.'],
        [7.0, 9.9, 'Und wenn es mal hakt, lösen wir das gemeinsam.'],
      ],
      en: [
        [0.3, 3.6, 'When the machines are running on my shift, every move has to be right.'],
        [3.6, 7.0, 'My team and I make sure that quality and cycle times are spot on.'],
        [7.0, 9.9, 'And when something gets stuck, we sort it out together.'],
      ],
    },
  },
  {
    name: 'testimonial-tobias',
    frameAt: toolmaker,
    seconds: 10,
    posterAt: 5.5,
    cues: {
      de: [
        [0.3, 3.0, 'Ein Spritzgießwerkzeug gibt es nicht von der Stange.'],
        [3.0, 7.0, 'Ich baue und warte unsere Werkzeuge, bis jedes Teil maßhaltig aus der Maschine kommt.'],
        [7.0, 9.9, 'Dieses Tüfteln auf den Hundertstelmillimeter macht mir einfach Spaß.'],
      ],
      en: [
        [0.3, 3.0, 'You can’t buy an injection mould off the shelf.'],
        [3.0, 7.0, 'I build and maintain our moulds until every part comes out of the machine true to size.'],
        [7.0, 9.9, 'I simply enjoy getting things right to a hundredth of a millimetre.'],
      ],
    },
  },
  {
    name: 'testimonial-lea',
    frameAt: apprentice,
    seconds: 10,
    posterAt: 3.3,
    cues: {
      de: [
        [0.3, 3.3, 'Schon im ersten Lehrjahr durfte ich an echten Anlagen mitarbeiten.'],
        [3.3, 7.0, 'Meine Ausbilder nehmen sich Zeit, und wenn ich etwas nicht verstehe, frage ich einfach nach.'],
        [7.0, 9.9, 'Gerade baue ich an einer Automationszelle für unsere Montage mit.'],
      ],
      en: [
        [0.3, 3.3, 'Even in my first year, I got to work on real production equipment.'],
        [3.3, 7.0, 'My trainers take their time, and if I don’t understand something, I just ask.'],
        [7.0, 9.9, 'Right now I’m helping to build an automation cell for our assembly line.'],
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// The whistleblower guide
// ---------------------------------------------------------------------------------------------

const address = `${company.street}, ${company.postalCode} ${company.city}`;

const guides = {
  de: {
    title: 'Leitfaden zum Hinweisgebersystem',
    subtitle: `${company.legalName} – Meldungen nach dem Hinweisgeberschutzgesetz (HinSchG) und Schutz hinweisgebender Personen`,
    blocks: [
      {
        heading: '1. Wozu dieses Hinweisgebersystem dient',
        paragraphs: [
          `${company.brand} fertigt Kunststoffteile und Baugruppen für Kunden aus Kosmetik, Lebensmittelverpackung, Medizintechnik und Technik. Unsere Kunden, unsere Beschäftigten und die Öffentlichkeit müssen sich darauf verlassen können, dass wir Gesetze einhalten und fair handeln. Verstöße lassen sich aber nur abstellen, wenn jemand davon erfährt.`,
          'Mit unserem Hinweisgebersystem schaffen wir einen sicheren Weg, auf Fehlverhalten aufmerksam zu machen – vertraulich, auf Wunsch anonym und ohne Angst vor Nachteilen. Das Verfahren setzt das Hinweisgeberschutzgesetz (HinSchG) um, mit dem Deutschland die EU-Whistleblower-Richtlinie (EU) 2019/1937 in nationales Recht übertragen hat. Dieser Leitfaden erklärt, wer Hinweise geben kann, was gemeldet werden kann, wie eine Meldung bearbeitet wird und wie hinweisgebende Personen geschützt sind.',
        ],
      },
      {
        heading: '2. Wer Hinweise geben kann',
        paragraphs: [
          'Das Hinweisgebersystem steht allen Personen offen, die im Zusammenhang mit ihrer beruflichen Tätigkeit Informationen über Verstöße bei uns erlangt haben. Dazu gehören insbesondere:',
          '– alle Beschäftigten, Auszubildenden, Praktikantinnen und Praktikanten sowie Werkstudierende,',
          '– Leiharbeitskräfte und Beschäftigte von Dienstleistern, die bei uns tätig sind,',
          '– ehemalige Beschäftigte sowie Bewerberinnen und Bewerber,',
          '– Kunden, Lieferanten, Geschäftspartner und deren Beschäftigte,',
          '– Mitglieder der Geschäftsführung.',
          'Sie müssen nicht sicher sein, dass tatsächlich ein Verstoß vorliegt. Es genügt, dass Sie zum Zeitpunkt der Meldung einen hinreichenden Grund zu der Annahme haben, dass die gemeldeten Informationen zutreffen.',
        ],
      },
      {
        heading: '3. Was gemeldet werden kann',
        paragraphs: [
          'Gemeldet werden können Informationen über Verstöße, die in unserem Unternehmen begangen wurden oder sehr wahrscheinlich begangen werden, sowie über Versuche, solche Verstöße zu verschleiern. Dazu zählen unter anderem:',
          '– strafbare Handlungen, etwa Betrug, Untreue, Diebstahl, Bestechung und Bestechlichkeit,',
          '– Verstöße, die mit einem Bußgeld bedroht sind, soweit sie dem Schutz von Leben, Leib oder Gesundheit oder den Rechten von Beschäftigten dienen, zum Beispiel im Arbeitsschutz und bei der Arbeitszeit,',
          '– Verstöße gegen Vorschriften zur Produktsicherheit und zu Lebensmittelkontaktmaterialien sowie gegen Anforderungen an Medizinprodukte,',
          '– Verstöße gegen Umweltschutz-, Abfall- und Energievorschriften,',
          '– Verstöße gegen Datenschutz und Informationssicherheit,',
          '– Verstöße gegen Wettbewerbs- und Kartellrecht, gegen Vorschriften zur Geldwäsche sowie gegen steuerrechtliche Vorschriften für Unternehmen,',
          '– Verstöße gegen unseren Verhaltenskodex und unsere internen Richtlinien, etwa Diskriminierung, Belästigung oder Interessenkonflikte.',
          'Für persönliche Beschwerden über Arbeitsbedingungen, die keinen Rechtsverstoß betreffen, wenden Sie sich bitte an Ihre Führungskraft, die Personalabteilung oder den Betriebsrat. Das Hinweisgebersystem ist kein Notruf: Bei unmittelbarer Gefahr für Menschen oder Umwelt alarmieren Sie sofort die Rettungsdienste und die Schichtleitung.',
        ],
      },
      {
        heading: '4. So geben Sie einen Hinweis',
        paragraphs: [
          `Hinweise nehmen wir über unser Online-Meldesystem entgegen: ${company.whistleblowerSystemUrl}. Es ist rund um die Uhr erreichbar und wird von unserer externen Ombudsperson betreut. Sie können Ihren Hinweis schriftlich abgeben und Dokumente anhängen.`,
          'Sie können Ihren Namen nennen oder anonym bleiben. Wenn Sie anonym melden, erhalten Sie im Meldesystem ein geschütztes Postfach mit einer Zugangskennung. Darüber kann die Ombudsperson Rückfragen stellen und Ihnen Rückmeldung geben, ohne Ihre Identität zu kennen. Bewahren Sie die Zugangskennung daher sorgfältig auf.',
          'Auf Ihren Wunsch ist auch ein persönliches Gespräch mit der Ombudsperson möglich, innerhalb einer angemessenen Zeit und auf Wunsch an einem Ort außerhalb unseres Werks. Bitte beschreiben Sie den Sachverhalt so konkret wie möglich: Was ist geschehen, wann und wo, wer war beteiligt, und woher stammt Ihr Wissen? Stellen Sie bitte keine eigenen Ermittlungen an, die Sie selbst in Gefahr bringen oder gegen Gesetze verstoßen könnten.',
        ],
      },
      {
        heading: '5. Die externe Ombudsperson',
        paragraphs: [
          `Als interne Meldestelle hat ${company.brand} eine unabhängige Rechtsanwaltskanzlei als Ombudsperson beauftragt. Sie gehört nicht zu unserem Unternehmen, ist bei ihrer Tätigkeit nicht an Weisungen gebunden und unterliegt der anwaltlichen Verschwiegenheitspflicht.`,
          'Die Ombudsperson nimmt Meldungen entgegen, prüft sie, hält den Kontakt zu Ihnen und empfiehlt der Geschäftsführung angemessene Folgemaßnahmen. Sie gibt Ihre Identität nur mit Ihrer ausdrücklichen Zustimmung an uns weiter. Die Kosten der Ombudsperson trägt allein unser Unternehmen.',
        ],
      },
      {
        heading: '6. Wie eine Meldung bearbeitet wird',
        paragraphs: [
          '1. Eingangsbestätigung: Spätestens sieben Tage nach Eingang Ihrer Meldung bestätigt die Ombudsperson den Empfang.',
          '2. Prüfung: Die Ombudsperson prüft, ob der gemeldete Sachverhalt in den Anwendungsbereich des Verfahrens fällt und ob die Angaben stichhaltig sind. Bei Bedarf stellt sie Ihnen Rückfragen.',
          '3. Folgemaßnahmen: Je nach Ergebnis werden interne Untersuchungen eingeleitet, betroffene Personen und Stellen einbezogen, das Verfahren an eine zuständige Behörde abgegeben oder mangels Belegen abgeschlossen.',
          '4. Rückmeldung: Spätestens drei Monate nach der Eingangsbestätigung erhalten Sie eine Rückmeldung darüber, welche Folgemaßnahmen geplant oder ergriffen wurden und warum – soweit dadurch weder interne Nachforschungen noch die Rechte der betroffenen Personen beeinträchtigt werden.',
          'Auch Personen, die in einer Meldung genannt werden, haben Rechte: Für sie gilt die Unschuldsvermutung, und sie werden angehört, bevor Entscheidungen fallen, die sie betreffen.',
        ],
      },
      {
        heading: '7. Vertraulichkeit',
        paragraphs: [
          'Die Identität der hinweisgebenden Person, der Personen, die Gegenstand einer Meldung sind, und aller sonst in der Meldung genannten Personen wird vertraulich behandelt. Nur die Ombudsperson und die wenigen Personen, die für die Bearbeitung oder für Folgemaßnahmen zuständig sind, erhalten Zugang zu diesen Informationen; sie alle sind zur Verschwiegenheit verpflichtet.',
          'Eine Weitergabe der Identität ist nur in den engen Ausnahmen möglich, die das Gesetz vorsieht, etwa auf Verlangen einer Strafverfolgungsbehörde. In diesem Fall werden Sie vorab informiert, sofern dadurch die Ermittlungen nicht gefährdet werden.',
        ],
      },
      {
        heading: '8. Schutz vor Repressalien',
        paragraphs: [
          'Wer in gutem Glauben einen Hinweis gibt, darf deshalb keine Nachteile erleiden. Verboten sind insbesondere Kündigung, Abmahnung, Versetzung, die Verweigerung einer Beförderung oder Weiterbildung, negative Beurteilungen, Einschüchterung, Mobbing und Ausgrenzung – und bereits die Androhung oder der Versuch solcher Maßnahmen.',
          'Erleidet eine hinweisgebende Person nach einer Meldung eine Benachteiligung im Zusammenhang mit ihrer beruflichen Tätigkeit, wird nach dem Hinweisgeberschutzgesetz vermutet, dass es sich um eine Repressalie handelt. Das Unternehmen muss dann beweisen, dass die Maßnahme auf anderen, gerechtfertigten Gründen beruht. Den Schutz genießen auch Personen, die die hinweisgebende Person unterstützen.',
          'Wer vorsätzlich oder grob fahrlässig unrichtige Informationen meldet, ist dagegen nicht geschützt und kann zum Ersatz des entstandenen Schadens verpflichtet sein.',
        ],
      },
      {
        heading: '9. Externe Meldestellen',
        paragraphs: [
          'Wir ermutigen Sie, zuerst unser internes Hinweisgebersystem zu nutzen, weil wir Verstöße dann am schnellsten abstellen können. Sie haben aber die freie Wahl: Sie können sich auch direkt an eine externe Meldestelle wenden. Das ist insbesondere die externe Meldestelle des Bundes beim Bundesamt für Justiz; für besondere Bereiche sind die Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin) und das Bundeskartellamt zuständig.',
        ],
      },
      {
        heading: '10. Datenschutz und Dokumentation',
        paragraphs: [
          'Jede Meldung wird dauerhaft abrufbar und unter Wahrung der Vertraulichkeit dokumentiert. Die Dokumentation wird drei Jahre nach Abschluss des Verfahrens gelöscht, sofern sie nicht länger erforderlich ist, um Vorgaben des Hinweisgeberschutzgesetzes oder anderer Rechtsvorschriften zu erfüllen.',
          `Personenbezogene Daten verarbeiten wir nur, soweit es für die Bearbeitung der Meldung und die Folgemaßnahmen erforderlich ist. Verantwortlich ist die ${company.legalName}, ${address}. Ihre Rechte nach der Datenschutz-Grundverordnung und weitere Informationen finden Sie in unserer Datenschutzerklärung auf unserer Website.`,
        ],
      },
      {
        heading: '11. Kontakt',
        paragraphs: [
          `Online-Meldesystem der Ombudsperson: ${company.whistleblowerSystemUrl}`,
          `Postanschrift: ${company.legalName}, Compliance, ${address}`,
          'Dieser Leitfaden steht auf unserer Karriereseite unter „Das sind wir“ in deutscher und englischer Sprache zur Verfügung.',
        ],
      },
    ],
  },
  en: {
    title: 'Guide to our whistleblowing system',
    subtitle: `${company.legalName} – reports under the German Whistleblower Protection Act (HinSchG) and protection of whistleblowers`,
    blocks: [
      {
        heading: '1. What this whistleblowing system is for',
        paragraphs: [
          `${company.brand} manufactures plastic parts and assemblies for customers in cosmetics, food packaging, medical technology and technical applications. Our customers, our employees and the public must be able to rely on us to obey the law and to act fairly. Misconduct can only be stopped, however, if someone finds out about it.`,
          'Our whistleblowing system provides a safe way to draw attention to misconduct: in confidence, anonymously if you wish, and without fear of reprisals. The procedure implements the German Whistleblower Protection Act (Hinweisgeberschutzgesetz, HinSchG), which transposes the EU Whistleblowing Directive (EU) 2019/1937 into German law. This guide explains who can make a report, what can be reported, how a report is handled and how whistleblowers are protected.',
        ],
      },
      {
        heading: '2. Who can make a report',
        paragraphs: [
          'The whistleblowing system is open to everyone who has obtained information about violations at our company in connection with their work. This includes in particular:',
          '– all employees, apprentices, interns and working students,',
          '– temporary agency workers and employees of service providers working at our premises,',
          '– former employees and job applicants,',
          '– customers, suppliers, business partners and their employees,',
          '– members of the management.',
          'You do not need to be certain that a violation has actually occurred. It is enough that, at the time of the report, you have reasonable grounds to believe that the information you report is true.',
        ],
      },
      {
        heading: '3. What can be reported',
        paragraphs: [
          'You can report information about violations that have been committed at our company or are very likely to be committed, as well as attempts to conceal such violations. These include, among others:',
          '– criminal offences such as fraud, breach of trust, theft, bribery and corruption,',
          '– administrative offences subject to a fine where the rules protect life, limb or health or the rights of employees, for example in occupational safety and working hours,',
          '– violations of the rules on product safety and food contact materials and of the requirements for medical devices,',
          '– violations of environmental, waste and energy regulations,',
          '– violations of data protection and information security,',
          '– violations of competition and antitrust law, of anti-money-laundering rules and of the tax rules for companies,',
          '– violations of our code of conduct and internal policies, such as discrimination, harassment or conflicts of interest.',
          'For personal complaints about working conditions that do not involve a breach of the law, please contact your manager, the human resources department or the works council. The whistleblowing system is not an emergency line: if people or the environment are in immediate danger, alert the emergency services and the shift supervisor at once.',
        ],
      },
      {
        heading: '4. How to make a report',
        paragraphs: [
          `Reports are received through our online reporting system: ${company.whistleblowerSystemUrl}. It is available around the clock and is run by our external ombudsperson. You can submit your report in writing and attach documents.`,
          'You may give your name or remain anonymous. If you report anonymously, the reporting system gives you a protected mailbox with an access code. Through it, the ombudsperson can ask you questions and give you feedback without knowing who you are. Please keep the access code in a safe place.',
          'At your request, a personal meeting with the ombudsperson can also be arranged within a reasonable time, away from our plant if you prefer. Please describe the matter as precisely as possible: what happened, when and where, who was involved, and how do you know about it? Please do not carry out investigations of your own that could put you at risk or break the law.',
        ],
      },
      {
        heading: '5. The external ombudsperson',
        paragraphs: [
          `As its internal reporting office, ${company.brand} has appointed an independent law firm as ombudsperson. It is not part of our company, is not bound by instructions in this role and is subject to legal professional secrecy.`,
          'The ombudsperson receives reports, reviews them, keeps in touch with you and recommends appropriate follow-up action to the management. It passes on your identity to us only with your express consent. The costs of the ombudsperson are borne solely by our company.',
        ],
      },
      {
        heading: '6. How a report is handled',
        paragraphs: [
          '1. Acknowledgement: no later than seven days after receiving your report, the ombudsperson confirms receipt.',
          '2. Review: the ombudsperson checks whether the matter falls within the scope of the procedure and whether the information is substantiated, and asks you further questions if necessary.',
          '3. Follow-up: depending on the outcome, internal investigations are started, the persons and departments concerned are involved, the case is referred to a competent authority or it is closed for lack of evidence.',
          '4. Feedback: no later than three months after the acknowledgement, you receive feedback on the follow-up action planned or taken and the reasons for it, as far as this does not affect internal enquiries or the rights of the persons concerned.',
          'Persons named in a report also have rights: they are presumed innocent and are heard before any decision that affects them is made.',
        ],
      },
      {
        heading: '7. Confidentiality',
        paragraphs: [
          'The identity of the whistleblower, of the persons who are the subject of a report and of everyone else named in it is treated in confidence. Only the ombudsperson and the few people responsible for handling the report or for follow-up action have access to this information, and all of them are bound to secrecy.',
          'An identity may only be disclosed in the narrow exceptions provided for by law, for example at the request of a law enforcement authority. In that case you will be informed in advance, provided this does not jeopardise the investigation.',
        ],
      },
      {
        heading: '8. Protection from reprisals',
        paragraphs: [
          'Anyone who makes a report in good faith must not suffer any disadvantage as a result. Prohibited measures include in particular dismissal, warnings, transfers, the refusal of a promotion or training, negative appraisals, intimidation, bullying and exclusion, and even the threat of or an attempt at such measures.',
          'If a whistleblower suffers a disadvantage in connection with their work after making a report, the Whistleblower Protection Act presumes that it is a reprisal. The company must then prove that the measure was based on other, justified grounds. People who support the whistleblower are protected as well.',
          'Anyone who deliberately or with gross negligence reports false information is not protected, however, and may be liable for the damage caused.',
        ],
      },
      {
        heading: '9. External reporting offices',
        paragraphs: [
          'We encourage you to use our internal whistleblowing system first, because that is how we can stop violations most quickly. The choice is yours, however: you can also turn directly to an external reporting office. This is in particular the Federal external reporting office at the Federal Office of Justice (Bundesamt für Justiz); for special areas, the Federal Financial Supervisory Authority (BaFin) and the Federal Cartel Office (Bundeskartellamt) are responsible.',
        ],
      },
      {
        heading: '10. Data protection and records',
        paragraphs: [
          'Every report is documented in a permanently retrievable form while maintaining confidentiality. The records are deleted three years after the procedure has been completed, unless they are needed for longer to meet the requirements of the Whistleblower Protection Act or other legislation.',
          `We process personal data only as far as is necessary to handle the report and the follow-up action. The controller is ${company.legalName}, ${address}, Germany. Your rights under the General Data Protection Regulation and further information are set out in the privacy policy on our website.`,
        ],
      },
      {
        heading: '11. Contact',
        paragraphs: [
          `Online reporting system of the ombudsperson: ${company.whistleblowerSystemUrl}`,
          `Postal address: ${company.legalName}, Compliance, ${address}, Germany`,
          'This guide is available in German and English on our careers pages under “About us”.',
        ],
      },
    ],
  },
};

// ---------------------------------------------------------------------------------------------

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
    for (const [language, guide] of Object.entries(guides)) {
      writePdf(join(out, `whistleblower-guide-${language}.pdf`), { ...guide, lang: language === 'de' ? 'de-DE' : 'en-US', author: company.legalName });
    }
    console.log('guides written');
  }

  if (wants('videos')) {
    for (const film of films) {
      await renderVideo({ output: join(out, film.name), frameAt: film.frameAt, seconds: film.seconds, posterAt: film.posterAt, fps: 24, width: W, height: H });
      console.log(`${film.name} rendered`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
