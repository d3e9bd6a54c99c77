// Film 1 of the careers testimonials (Melanie, shift supervisor): an injection-moulding machine runs
// its cycle (clamp, inject, cool, eject) while she watches the controller with her tablet.
import { arm, colors, f, frame, hall, mix, mixColor, pathOf, person, ramp } from './scene.mjs';

const cycle = 5;

export function mouldingMachine(t) {
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
