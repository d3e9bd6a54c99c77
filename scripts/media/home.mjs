// The company film of the home page and its captions: an animated drawing of the value chain. A closure
// cap is drawn on the drawing board, its cavity is milled into the mould, the injection-moulding machine
// fills and opens the mould, a robot places the part in a shipping box, and the boxes leave by truck.
// Simple shapes, no text; the captions (German and English) narrate what is shown.
//
//   node scripts/media/home.mjs
//
// writes public/media/home/company-film.{webm,mp4}, company-film-poster.webp and company-film-{de,en}.vtt.
import { writeFileSync } from 'node:fs';
import { renderVideo, webVtt } from './video.mjs';

const output = 'public/media/home/company-film';
const seconds = 18;
const width = 960;
const height = 540;

const colour = {
  navy: '#0d1f2b',
  petrol: '#005f73',
  petrolLight: '#0a7d96',
  pale: '#cfe3e8',
  amber: '#e8a33d',
  hot: '#e0662f',
  paper: '#f4f7f9',
  surface: '#f2f5f7',
  floor: '#e4ecf0',
  line: '#d5dde2',
  steel: '#8aa0ad',
  steelDark: '#51636e',
  water: '#5fc2d6',
};

// ---------------------------------------------------------------------------------------------------
// Timeline (seconds). Each station fills the screen; the camera pans from one to the next.
const station = { drawing: 0, mould: 960, machine: 1920, robot: 2880, truck: 3840 };
const camera = [
  [0, station.drawing],
  [3.2, station.drawing],
  [4.2, station.mould],
  [6.6, station.mould],
  [7.6, station.machine],
  [11.2, station.machine],
  [12.0, station.robot],
  [14.4, station.robot],
  [15.2, station.truck],
  [seconds, station.truck],
];

const cues = {
  de: [
    [0.2, 3.2, 'Am Anfang steht die Idee: Entwicklung und Konstruktion zeichnen das Bauteil.'],
    [3.4, 6.6, 'Im eigenen Werkzeugbau wird die Kavität in das Spritzgießwerkzeug gefräst.'],
    [6.8, 11.2, 'Die Spritzgießmaschine schmilzt das Kunststoffgranulat auf, spritzt es in die Form und kühlt das Teil.'],
    [11.4, 14.4, 'Ein Roboter entnimmt das fertige Teil und legt es in den Versandkarton.'],
    [14.6, 16.6, 'Die Logistik verlädt die Kartons termingerecht auf den Lkw.'],
    [16.7, 18.0, 'Auf dem Weg zu Kunden auf drei Kontinenten.'],
  ],
  en: [
    [0.2, 3.2, 'It all starts with an idea: development and engineering draw the part.'],
    [3.4, 6.6, 'In our own toolroom, the cavity is milled into the injection mould.'],
    [6.8, 11.2, 'The injection-moulding machine melts the plastic granules, injects them into the mould and cools the part.'],
    [11.4, 14.4, 'A robot takes out the finished part and places it in the shipping box.'],
    [14.6, 16.6, 'Logistics loads the boxes onto the truck, right on schedule.'],
    [16.7, 18.0, 'On its way to customers on three continents.'],
  ],
};

// ---------------------------------------------------------------------------------------------------
// Helpers

const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const easeInOut = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);
/** Progress 0…1 of the span `from`…`to` at time `t`, eased. */
const span = (t, from, to, ease = easeInOut) => ease(clamp((t - from) / (to - from)));
const lerp = (a, b, x) => a + (b - a) * x;
const n = (value) => Number(value.toFixed(2));

function cameraAt(t) {
  for (let index = 1; index < camera.length; index += 1) {
    const [t1, x1] = camera[index];
    const [t0, x0] = camera[index - 1];
    if (t <= t1) return lerp(x0, x1, span(t, t0, t1));
  }
  return camera.at(-1)[1];
}

/** Mixes two `#rrggbb` colours. */
function mix(a, b, x) {
  const channels = (hex) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const [ca, cb] = [channels(a), channels(b)];
  return `rgb(${ca.map((value, index) => Math.round(lerp(value, cb[index], x))).join(' ')})`;
}

/** The outline of the closure cap, bottom centre at 0,0: 60 wide, 40 high, rounded top corners. */
const capOutline = [
  [-30, 0], [-30, -28], [-28.4, -34], [-24, -38.4], [-18, -40], [18, -40], [24, -38.4], [28.4, -34], [30, -28], [30, 0],
];
/** Its inside (hidden edges on the drawing). */
const capInside = [[-23, 0], [-23, -26], [-20, -32], [-14, -33.5], [14, -33.5], [20, -32], [23, -26], [23, 0]];

const pointsAttr = (points) => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** The first `fraction` of a polyline, by length. */
function partialPolyline(points, fraction) {
  const lengths = points.slice(1).map(([x, y], index) => Math.hypot(x - points[index][0], y - points[index][1]));
  let remaining = lengths.reduce((sum, length) => sum + length, 0) * clamp(fraction);
  const result = [points[0]];
  for (let index = 0; index < lengths.length && remaining > 0; index += 1) {
    const [x0, y0] = points[index];
    const [x1, y1] = points[index + 1];
    const step = Math.min(remaining, lengths[index]);
    const x = step / lengths[index];
    result.push([lerp(x0, x1, x), lerp(y0, y1, x)]);
    remaining -= step;
  }
  return result;
}

/** The size of the part in the machine and on its way to the customer. */
const partScale = 1.2;

/** The cap as a solid part, bottom centre at x,y. */
function cap(x, y, scale = 1, fill = colour.amber) {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${scale})">
    <polygon points="${pointsAttr(capOutline)}" fill="${fill}" stroke="${colour.navy}" stroke-width="${n(3 / scale)}" stroke-linejoin="round"/>
    <polyline points="-22,-8 22,-8" stroke="${colour.navy}" stroke-width="${n(2 / scale)}" opacity="0.35"/>
  </g>`;
}

/** A shipping box (side view), bottom centre at x,y; `flaps` 0 = open, 1 = closed. */
function box(x, y, flaps = 1) {
  const angle = lerp(-120, 0, flaps);
  return `<g transform="translate(${n(x)} ${n(y)})">
    <rect x="-46" y="-64" width="92" height="64" rx="3" fill="#c99a5b" stroke="${colour.navy}" stroke-width="3"/>
    <rect x="-46" y="-40" width="92" height="10" fill="#b5844a"/>
    <g stroke="${colour.navy}" stroke-width="3" stroke-linecap="round">
      <line x1="-46" y1="-64" x2="${n(-46 + 46 * Math.cos((angle * Math.PI) / 180))}" y2="${n(-64 + 46 * Math.sin((angle * Math.PI) / 180))}"/>
      <line x1="46" y1="-64" x2="${n(46 - 46 * Math.cos((angle * Math.PI) / 180))}" y2="${n(-64 + 46 * Math.sin((angle * Math.PI) / 180))}"/>
    </g>
  </g>`;
}

/** A wheel at x,y turned by `angle` degrees. */
function wheel(x, y, r, angle) {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">
    <circle r="${r}" fill="${colour.navy}"/>
    <circle r="${n(r * 0.45)}" fill="${colour.steel}"/>
    <rect x="-2" y="${n(-r * 0.45)}" width="4" height="${n(r * 0.9)}" fill="${colour.navy}"/>
  </g>`;
}

// ---------------------------------------------------------------------------------------------------
// Stations, each drawn in its own 960 × 540 coordinates

const floorY = 440;

function drawingStation(t) {
  const outline = span(t, 0.3, 1.6, (x) => x);
  const inside = span(t, 1.3, 2.1, (x) => x);
  const dimensions = span(t, 1.9, 2.5);
  const solid = span(t, 2.5, 3.1);
  const scale = 4;
  const toBoard = (points) => points.map(([x, y]) => [480 + x * scale, 330 + y * scale]);
  // The pencil follows the line being drawn.
  const drawn = toBoard(partialPolyline(capOutline, outline));
  const drawnInside = toBoard(partialPolyline(capInside, inside));
  const tip = outline < 1 ? drawn.at(-1) : inside < 1 && inside > 0 ? drawnInside.at(-1) : [600, 120];
  const grid = Array.from({ length: 13 }, (_, index) => 190 + index * 45);
  return `
    <rect x="150" y="70" width="660" height="360" rx="8" fill="${colour.petrol}"/>
    <rect x="170" y="88" width="620" height="324" fill="#0b6e84"/>
    ${grid.map((x) => `<line x1="${x}" y1="88" x2="${x}" y2="412" stroke="#2c8aa0" stroke-width="1"/>`).join('')}
    ${[120, 165, 210, 255, 300, 345, 390].map((y) => `<line x1="170" y1="${y}" x2="790" y2="${y}" stroke="#2c8aa0" stroke-width="1"/>`).join('')}
    <g fill="none" stroke="${colour.pale}" stroke-width="2">
      <rect x="660" y="350" width="120" height="52"/>
      <line x1="660" y1="376" x2="780" y2="376"/>
      <line x1="720" y1="350" x2="720" y2="402"/>
    </g>
    <line x1="480" y1="150" x2="480" y2="350" stroke="${colour.pale}" stroke-width="2" stroke-dasharray="16 6 3 6" opacity="${n(span(t, 0.1, 0.4))}"/>
    <polygon points="${pointsAttr(toBoard(capOutline))}" fill="${colour.amber}" opacity="${n(solid)}"/>
    <polyline points="${pointsAttr(drawn)}" fill="none" stroke="${colour.paper}" stroke-width="4" stroke-linejoin="round"/>
    <polyline points="${pointsAttr(drawnInside)}" fill="none" stroke="${colour.paper}" stroke-width="3" stroke-dasharray="10 7" opacity="${n(1 - solid * 0.6)}"/>
    <g opacity="${n(dimensions)}" stroke="${colour.amber}" stroke-width="2.5" fill="${colour.amber}">
      <line x1="360" y1="360" x2="600" y2="360"/>
      <polygon points="360,360 374,354 374,366"/>
      <polygon points="600,360 586,354 586,366"/>
      <line x1="360" y1="338" x2="360" y2="370"/>
      <line x1="600" y1="338" x2="600" y2="370"/>
      <line x1="630" y1="170" x2="630" y2="330"/>
      <polygon points="630,170 624,184 636,184"/>
      <polygon points="630,330 624,316 636,316"/>
      <line x1="600" y1="170" x2="640" y2="170"/>
      <line x1="600" y1="330" x2="640" y2="330"/>
    </g>
    <g transform="translate(${n(tip[0])} ${n(tip[1])}) rotate(-35)" opacity="${n(1 - span(t, 2.3, 2.7))}">
      <polygon points="0,0 10,-26 -10,-26" fill="#f3c57f" stroke="${colour.navy}" stroke-width="2"/>
      <rect x="-10" y="-120" width="20" height="94" fill="${colour.amber}" stroke="${colour.navy}" stroke-width="2"/>
      <polygon points="0,0 3.8,-10 -3.8,-10" fill="${colour.navy}"/>
    </g>
    <rect x="130" y="${floorY}" width="700" height="14" rx="4" fill="${colour.navy}"/>
    <rect x="180" y="454" width="18" height="86" fill="${colour.navy}"/>
    <rect x="762" y="454" width="18" height="86" fill="${colour.navy}"/>`;
}

function mouldStation(t) {
  const milling = span(t, 4.2, 5.2, (x) => x);
  const close = span(t, 5.3, 6.1);
  const leftX = lerp(220, 330, close);
  const rightX = lerp(630, 480, close);
  const scale = 2;
  // The cavity lies on its side in the left half, its opening at the parting line.
  const cavityPoints = (points) => points.map(([x, y]) => [leftX + 150 + y * scale, 270 + x * scale]);
  const cut = cavityPoints(partialPolyline(capOutline, milling));
  const [cutterX, cutterY] = milling > 0 ? cut.at(-1) : [300, 160];
  const headX = lerp(cutterX, 480, span(t, 5.2, 5.8));
  const headY = lerp(cutterY - 4, 160, span(t, 5.2, 5.8));
  const spinning = milling > 0 && milling < 1;
  return `
    <g fill="${colour.navy}">
      <rect x="110" y="60" width="740" height="26" rx="4"/>
      <rect x="110" y="60" width="26" height="${floorY - 60}"/>
      <rect x="824" y="60" width="26" height="${floorY - 60}"/>
    </g>
    <rect x="${n(headX - 40)}" y="52" width="80" height="42" rx="4" fill="${colour.petrolLight}" stroke="${colour.navy}" stroke-width="3"/>
    <rect x="${n(headX - 9)}" y="90" width="18" height="${n(Math.max(0, headY - 150 - 90))}" fill="${colour.steel}" stroke="${colour.navy}" stroke-width="2"/>
    <rect x="60" y="${floorY}" width="840" height="14" rx="4" fill="${colour.navy}"/>
    <rect x="${n(leftX)}" y="170" width="150" height="200" rx="6" fill="#6f8694" stroke="${colour.navy}" stroke-width="4"/>
    <rect x="${n(rightX)}" y="170" width="150" height="200" rx="6" fill="${colour.steelDark}" stroke="${colour.navy}" stroke-width="4"/>
    <g fill="${colour.water}">
      <circle cx="${n(leftX + 40)}" cy="200" r="8"/><circle cx="${n(leftX + 40)}" cy="340" r="8"/>
      <circle cx="${n(rightX + 110)}" cy="200" r="8"/><circle cx="${n(rightX + 110)}" cy="340" r="8"/>
    </g>
    <g fill="${colour.steel}" stroke="${colour.navy}" stroke-width="3">
      <rect x="${n(leftX + 20)}" y="370" width="24" height="70"/>
      <rect x="${n(leftX + 106)}" y="370" width="24" height="70"/>
      <rect x="${n(rightX + 20)}" y="370" width="24" height="70"/>
      <rect x="${n(rightX + 106)}" y="370" width="24" height="70"/>
    </g>
    <polygon points="${pointsAttr(cavityPoints(capOutline))}" fill="${colour.navy}" opacity="${n(span(t, 5.0, 5.3))}"/>
    <polyline points="${pointsAttr(cut)}" fill="none" stroke="${colour.amber}" stroke-width="5" stroke-linejoin="round"/>
    <g transform="translate(${n(headX)} ${n(headY)})">
      <rect x="-34" y="-150" width="68" height="80" rx="6" fill="${colour.petrol}" stroke="${colour.navy}" stroke-width="3"/>
      <rect x="-12" y="-72" width="24" height="44" fill="${colour.steel}" stroke="${colour.navy}" stroke-width="3"/>
      <rect x="-6" y="-30" width="12" height="30" fill="${spinning ? colour.amber : colour.steelDark}" stroke="${colour.navy}" stroke-width="2"/>
      ${
        spinning
          ? `<g stroke="${colour.amber}" stroke-width="3" stroke-linecap="round"><line x1="-12" y1="${n(-6 - 5 * Math.sin(t * 40))}" x2="-24" y2="-16"/><line x1="12" y1="${n(-6 - 5 * Math.cos(t * 40))}" x2="24" y2="-16"/></g>`
          : ''
      }
    </g>
    <rect x="${n(leftX + 146)}" y="170" width="4" height="200" fill="${colour.navy}" opacity="${n(close)}"/>`;
}

/** The moving parts of the machine cycle. */
function machineState(t) {
  return {
    melt: span(t, 8.0, 8.8, (x) => x),
    fill: span(t, 8.8, 9.4, (x) => x),
    cool: span(t, 9.4, 9.9),
    open: span(t, 9.9, 10.4),
    drop: clamp((t - 10.4) / 0.45),
  };
}

function machineStation(t) {
  const state = machineState(t);
  const openBy = 70 * state.open;
  const granules = Array.from({ length: 9 }, (_, index) => {
    const phase = ((t * 0.9 + index / 9) % 1 + 1) % 1;
    const x = 712 + ((index * 37) % 56);
    const y = lerp(40, 190, phase);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="6" fill="${colour.amber}" stroke="${colour.navy}" stroke-width="2" opacity="${n(Math.min(1, (1 - phase) * 6))}"/>`;
  }).join('');
  const meltLength = 230 * state.melt;
  const partColour = mix(colour.hot, colour.amber, state.cool);
  return `
    <defs><clipPath id="cavity-fill"><rect x="${n(382 - 50 * state.fill - openBy)}" y="180" width="${n(50 * state.fill + 2)}" height="120"/></clipPath></defs>
    <rect x="70" y="330" width="820" height="90" rx="10" fill="${colour.petrol}"/>
    <rect x="70" y="330" width="820" height="14" rx="6" fill="${colour.petrolLight}"/>
    <rect x="720" y="354" width="90" height="46" rx="5" fill="${colour.navy}"/>
    <rect x="730" y="363" width="46" height="28" rx="3" fill="${colour.water}"/>
    <circle cx="794" cy="370" r="5" fill="${colour.amber}"/>
    <rect x="90" y="420" width="40" height="20" fill="${colour.navy}"/>
    <rect x="830" y="420" width="40" height="20" fill="${colour.navy}"/>

    <rect x="100" y="150" width="36" height="180" rx="5" fill="${colour.navy}"/>
    <g stroke="${colour.steel}" stroke-width="8" stroke-linecap="round">
      <line x1="118" y1="176" x2="470" y2="176"/>
      <line x1="118" y1="304" x2="470" y2="304"/>
    </g>
    <rect x="136" y="230" width="${n(120 - openBy)}" height="20" rx="3" fill="${colour.steelDark}"/>
    <rect x="${n(256 - openBy)}" y="158" width="36" height="164" rx="5" fill="${colour.navy}"/>
    <rect x="${n(292 - openBy)}" y="190" width="90" height="100" rx="3" fill="#6f8694"/>
    <rect x="382" y="190" width="90" height="100" rx="3" fill="${colour.steelDark}"/>
    <rect x="472" y="140" width="40" height="190" rx="5" fill="${colour.navy}"/>

    <g clip-path="url(#cavity-fill)" opacity="${state.drop > 0 ? 0 : 1}">
      <g transform="translate(${n(382 - openBy)} 240) rotate(-90)">${cap(0, 0, partScale, partColour)}</g>
    </g>

    <path d="M512 252 l20 -6 v28 l-20 -6z" fill="${colour.steelDark}"/>
    <rect x="530" y="238" width="270" height="44" rx="7" fill="${colour.steel}"/>
    <rect x="${n(760 - meltLength)}" y="248" width="${n(meltLength)}" height="24" fill="${colour.hot}" opacity="${n(1 - state.cool)}"/>
    <path d="M545 260 h245" stroke="${colour.navy}" stroke-width="3" stroke-dasharray="14 8" stroke-dashoffset="${n(-t * 60)}"/>
    <g fill="${colour.amber}">
      <rect x="560" y="232" width="28" height="56" rx="3"/>
      <rect x="612" y="232" width="28" height="56" rx="3"/>
      <rect x="664" y="232" width="28" height="56" rx="3"/>
    </g>
    <rect x="800" y="226" width="90" height="68" rx="8" fill="${colour.navy}"/>
    <circle cx="845" cy="260" r="20" fill="none" stroke="${colour.steel}" stroke-width="5" stroke-dasharray="20 11" stroke-dashoffset="${n(t * 40)}"/>
    <path d="M690 110 h100 l-34 90 h-32z" fill="${colour.pale}" stroke="${colour.navy}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="722" y="198" width="36" height="40" fill="${colour.navy}"/>
    ${granules}

    <path d="M300 330 l34 44 h36 l34 -44" fill="${colour.pale}" stroke="${colour.navy}" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>`;
}

/** Where the part is (bottom centre, world coordinates) from the open mould to the robot's pick-up point. */
function partPosition(t) {
  const machine = station.machine;
  if (t < 10.4) return undefined;
  if (t < 10.85) {
    const fall = (t - 10.4) / 0.45;
    return { x: lerp(machine + 312, machine + 352, fall), y: lerp(240, 478, fall * fall), rotate: lerp(-90, 0, fall) };
  }
  return { x: lerp(machine + 352, station.robot + 300, span(t, 10.85, 12.1)), y: 478, rotate: 0 };
}

/** The conveyor from the machine to the robot, in world coordinates. */
function conveyor(t) {
  const from = station.machine + 250;
  const to = station.robot + 400;
  const rollers = [];
  for (let x = from + 30; x < to - 20; x += 60) rollers.push(x);
  return `
    <rect x="${from}" y="478" width="${to - from}" height="22" rx="11" fill="${colour.navy}"/>
    <line x1="${from + 12}" y1="489" x2="${to - 12}" y2="489" stroke="${colour.steelDark}" stroke-width="4" stroke-dasharray="10 14" stroke-dashoffset="${n(-t * 120)}"/>
    ${rollers.map((x) => `<rect x="${x - 4}" y="500" width="8" height="40" fill="${colour.steelDark}"/>`).join('')}`;
}

/** Two-link arm: the elbow and the hand reaching for `target` from `shoulder`. */
function reach([sx, sy], [tx, ty], upper = 170, fore = 150) {
  const dx = tx - sx;
  const dy = ty - sy;
  const distance = Math.min(Math.hypot(dx, dy), upper + fore - 0.01);
  const base = Math.atan2(dy, dx);
  const bend = Math.acos(clamp((upper * upper + distance * distance - fore * fore) / (2 * upper * distance), -1, 1));
  const elbowAngle = base - bend;
  const elbow = [sx + upper * Math.cos(elbowAngle), sy + upper * Math.sin(elbowAngle)];
  const hand = [sx + distance * Math.cos(base), sy + distance * Math.sin(base)];
  return { elbow, hand };
}

/** The robot's hand target (station coordinates) and whether it holds the part. */
function robotPose(t) {
  const keys = [
    [11.8, [660, 330]],
    [12.5, [300, 428]],
    [12.8, [300, 428]],
    [13.3, [420, 230]],
    [13.8, [700, 330]],
    [14.1, [700, 330]],
    [14.5, [660, 330]],
  ];
  let target = keys[0][1];
  for (let index = 1; index < keys.length; index += 1) {
    const [t0, p0] = keys[index - 1];
    const [t1, p1] = keys[index];
    if (t >= t0) target = [lerp(p0[0], p1[0], span(t, t0, t1)), lerp(p0[1], p1[1], span(t, t0, t1))];
  }
  return { target, holding: t >= 12.8 && t < 13.9, gripClosed: t >= 12.7 && t < 13.9 };
}

function robotStation(t) {
  const pose = robotPose(t);
  const { elbow, hand } = reach([560, 230], pose.target);
  const grip = pose.gripClosed ? 32 : 44;
  return {
    base: `
      <rect x="530" y="${floorY - 20}" width="60" height="20" rx="3" fill="${colour.navy}"/>
      <rect x="540" y="230" width="40" height="${floorY - 250}" rx="6" fill="${colour.petrol}" stroke="${colour.navy}" stroke-width="3"/>`,
    arm: `
      <g stroke-linecap="round">
        <line x1="560" y1="230" x2="${n(elbow[0])}" y2="${n(elbow[1])}" stroke="${colour.navy}" stroke-width="30"/>
        <line x1="560" y1="230" x2="${n(elbow[0])}" y2="${n(elbow[1])}" stroke="${colour.amber}" stroke-width="22"/>
        <line x1="${n(elbow[0])}" y1="${n(elbow[1])}" x2="${n(hand[0])}" y2="${n(hand[1])}" stroke="${colour.navy}" stroke-width="24"/>
        <line x1="${n(elbow[0])}" y1="${n(elbow[1])}" x2="${n(hand[0])}" y2="${n(hand[1])}" stroke="${colour.amber}" stroke-width="16"/>
      </g>
      <circle cx="560" cy="230" r="20" fill="${colour.navy}"/>
      <circle cx="${n(elbow[0])}" cy="${n(elbow[1])}" r="15" fill="${colour.navy}"/>
      <g transform="translate(${n(hand[0])} ${n(hand[1])})">
        <rect x="-24" y="-8" width="48" height="16" rx="3" fill="${colour.navy}"/>
        <rect x="${-grip}" y="4" width="10" height="34" rx="2" fill="${colour.steelDark}"/>
        <rect x="${grip - 10}" y="4" width="10" height="34" rx="2" fill="${colour.steelDark}"/>
      </g>`,
    hand,
    holding: pose.holding,
  };
}

/** Truck timeline: the pallet goes in, the door closes, the truck drives off. */
const truckTimes = { load: [15.5, 16.1], door: [16.1, 16.4], drive: [16.4, 17.7] };
const trailerRear = 520;

/**
 * The shipping box (from the robot to the top of the pallet) and the pallet with two more boxes, in world
 * coordinates, cut off at the rear of the trailer so that they disappear into it.
 */
function loading(t) {
  const base = station.truck;
  const shift = 390 * span(t, ...truckTimes.load);
  const stackTop = floorY - 14 - 64;
  let x;
  let y = floorY;
  if (t < 14.4) x = station.robot + 700;
  else if (t < 15.0) x = lerp(station.robot + 700, base + 60, span(t, 14.4, 15.0));
  else {
    const lift = span(t, 15.0, 15.4);
    x = lerp(base + 60, base + 250, lift) + shift;
    y = lerp(floorY, stackTop, Math.sin((lift * Math.PI) / 2)) - 40 * Math.sin(lift * Math.PI);
  }
  const flaps = t < 13.95 ? 0 : span(t, 14.0, 14.4);
  return `
    <defs><clipPath id="trailer"><rect x="${base - 2000}" y="0" width="${2000 + trailerRear}" height="${height}"/></clipPath></defs>
    <g clip-path="url(#trailer)">
      <g transform="translate(${n(base + shift)} 0)">
        <rect x="150" y="${floorY - 14}" width="200" height="14" fill="#b5844a" stroke="${colour.navy}" stroke-width="3"/>
        ${box(200, floorY - 14)}
        ${box(300, floorY - 14)}
      </g>
      ${box(x, y, flaps)}
    </g>`;
}

function truckStation(t) {
  const door = span(t, ...truckTimes.door);
  const driven = 760 * span(t, ...truckTimes.drive, (x) => x * x);
  const truckX = trailerRear + driven;
  const globe = span(t, 16.8, 17.6);
  const wheelTurn = (driven / 24) * (180 / Math.PI);
  const dots = [
    [-52, -28],
    [36, -40],
    [60, 44],
  ];
  return `
    <rect x="0" y="${floorY}" width="960" height="14" fill="${colour.navy}"/>
    <g transform="translate(${n(truckX)} 0)">
      <rect x="0" y="230" width="300" height="190" rx="6" fill="${colour.paper}" stroke="${colour.navy}" stroke-width="4"/>
      <rect x="12" y="250" width="276" height="20" fill="${colour.petrol}"/>
      <rect x="0" y="230" width="${n(4 + 10 * door)}" height="190" fill="${colour.steelDark}"/>
      <rect x="300" y="300" width="110" height="120" rx="10" fill="${colour.petrol}" stroke="${colour.navy}" stroke-width="4"/>
      <path d="M330 310 h48 q16 0 22 26 v14 h-70z" fill="${colour.pale}" stroke="${colour.navy}" stroke-width="3"/>
      <rect x="404" y="394" width="12" height="16" fill="${colour.amber}"/>
      ${[60, 130, 360].map((x) => wheel(x, 424, 24, wheelTurn)).join('')}
    </g>
    ${
      driven > 20
        ? `<g stroke="${colour.steel}" stroke-width="4" stroke-linecap="round" opacity="${n(1 - driven / 760)}"><line x1="${n(truckX - 30)}" y1="330" x2="${n(truckX - 110)}" y2="330"/><line x1="${n(truckX - 40)}" y1="370" x2="${n(truckX - 140)}" y2="370"/></g>`
        : ''
    }
    <g transform="translate(300 210) scale(${n(0.6 + 0.4 * globe)})" opacity="${n(globe)}">
      <circle r="110" fill="${colour.petrol}" stroke="${colour.navy}" stroke-width="5"/>
      <ellipse rx="110" ry="40" fill="none" stroke="${colour.petrolLight}" stroke-width="3"/>
      <ellipse rx="50" ry="110" fill="none" stroke="${colour.petrolLight}" stroke-width="3"/>
      <path d="M-70 -60 q30 -20 50 0 q10 30 -20 40 q-30 0 -30 -40z M10 -70 q40 -10 60 20 q-10 30 -40 20 q-30 -10 -20 -40z M10 10 q30 0 40 30 q-10 40 -30 30 q-20 -30 -10 -60z" fill="#3f9cb0"/>
      ${dots
        .map(
          ([x, y], index) =>
            `<circle cx="${x}" cy="${y}" r="${n(12 * span(t, 17.0 + index * 0.2, 17.3 + index * 0.2))}" fill="${colour.amber}" stroke="${colour.navy}" stroke-width="3"/>`,
        )
        .join('')}
    </g>`;
}

// ---------------------------------------------------------------------------------------------------

function frameAt(t) {
  const robot = robotStation(t);
  const part = partPosition(t);
  let partSvg = '';
  if (robot.holding) {
    partSvg = cap(station.robot + robot.hand[0], robot.hand[1] + 44, partScale);
  } else if (t >= 13.9 && t < 14.2) {
    // Released: it drops into the box, behind the box's front.
    partSvg = cap(station.robot + 700, lerp(374, 430, span(t, 13.9, 14.1)), partScale);
  } else if (part && t < 13.9) {
    partSvg = `<g transform="translate(${n(part.x)} ${n(part.y)}) rotate(${n(part.rotate)})">${cap(0, 0, partScale)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${colour.surface}"/>
  <rect y="${floorY}" width="${width}" height="${height - floorY}" fill="${colour.floor}"/>
  <g transform="translate(${n(-cameraAt(t))} 0)">
    <g transform="translate(${station.drawing} 0)">${drawingStation(t)}</g>
    <g transform="translate(${station.mould} 0)">${mouldStation(t)}</g>
    <g transform="translate(${station.machine} 0)">${machineStation(t)}</g>
    ${conveyor(t)}
    <g transform="translate(${station.robot} 0)">${robot.base}</g>
    ${partSvg}
    <g transform="translate(${station.truck} 0)">${truckStation(t)}</g>
    ${loading(t)}
    <g transform="translate(${station.robot} 0)">${robot.arm}</g>
  </g>
</svg>`;
}

export { frameAt, cues };

if (import.meta.url === `file://${process.argv[1]}`) {
  await renderVideo({ output, frameAt, seconds, fps: 24, width, height, posterAt: 9.2 });
  writeFileSync(`${output}-de.vtt`, webVtt(cues.de));
  writeFileSync(`${output}-en.vtt`, webVtt(cues.en));
  console.log(`${output}.webm, .mp4, -poster.webp, -de.vtt, -en.vtt written`);
}
