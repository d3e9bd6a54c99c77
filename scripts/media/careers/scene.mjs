// The drawing kit of the careers films (scripts/media/careers.mjs): 960 × 540 SVG frames of a factory
// hall with people at work, drawn from simple shapes (no faces, no text), and the easing and geometry
// the scenes animate them with.

/** The frame size of every film. */
export const width = 960;
export const height = 540;

/** The films' palette: the site's navy, petrol and amber, and the greys of steel and the hall. */
export const colors = {
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

/** `value` held within `min`…`max`. */
export const clamp = (value, min = 0, max = 1) => Math.min(max, Math.max(min, value));
/** 0 before `start`, 1 after `end`, eased in between. */
export const ramp = (value, start, end) => {
  const x = clamp((value - start) / (end - start));
  return x * x * (3 - 2 * x);
};
/** The number `amount` (0…1) of the way from `a` to `b`. */
export const mix = (a, b, amount) => a + (b - a) * amount;
/** A coordinate with one decimal, as the SVG is written. */
export const f = (value) => Number(value.toFixed(1));

/** The `#rrggbb` colour `amount` (0…1) of the way from `from` to `to`. */
export function mixColor(from, to, amount) {
  const parse = (hex) => [1, 3, 5].map((index) => parseInt(hex.slice(index, index + 2), 16));
  const [a, b] = [parse(from), parse(to)];
  return `#${a.map((channel, index) => Math.round(mix(channel, b[index], amount)).toString(16).padStart(2, '0')).join('')}`;
}

/** One frame: the SVG document around the scene's shapes. */
export const frame = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;

/** A factory hall: wall with a band of high windows, a floor with a walkway marking. */
export function hall() {
  const windows = Array.from({ length: 6 }, (_, index) => `<rect x="${40 + index * 155}" y="34" width="120" height="54" rx="4" fill="#f7fafb" stroke="#c8d3d9" stroke-width="3"/>`).join('');
  return `<rect width="${width}" height="${height}" fill="${colors.wall}"/>${windows}
    <rect y="462" width="${width}" height="${height - 462}" fill="${colors.floor}"/>
    <rect y="500" width="${width}" height="8" fill="${colors.amber}" opacity="0.8"/>`;
}

/**
 * A person seen from the side or front, without a face: head, torso, legs and one resting arm.
 * The working arm is drawn separately (see `arm`).
 */
export function person({ x, y, shirt, trousers = colors.navySoft, helmet }) {
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
export function arm(shoulder, hand, color, sag = 26) {
  const [sx, sy] = shoulder;
  const [hx, hy] = hand;
  const ex = (sx + hx) / 2;
  const ey = (sy + hy) / 2 + sag;
  return `<path d="M${f(sx)} ${f(sy)} L${f(ex)} ${f(ey)} L${f(hx)} ${f(hy)}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${f(hx)}" cy="${f(hy)}" r="8" fill="#d9a88a"/>`;
}

/** The part of a polyline from its start up to `fraction` of its length. */
export function partialPolyline(points, fraction) {
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

/** An SVG path through the points. */
export const pathOf = (points) => points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`).join(' ');
