// Film 3 of the careers testimonials (Lea, apprentice): she wires a control cabinet terminal by
// terminal, then the test conveyor runs and its light barrier switches an input.
import { arm, clamp, colors, f, frame, hall, partialPolyline, pathOf, person } from './scene.mjs';

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

export function apprentice(t) {
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
