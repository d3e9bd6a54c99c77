// Film 2 of the careers testimonials (Tobias, toolmaker): he polishes the four cavities of a mould
// half one after the other and checks them with a dial gauge.
import { arm, clamp, colors, f, frame, hall, mix, mixColor, person, ramp } from './scene.mjs';

const cavities = [
  [400, 220],
  [540, 220],
  [400, 340],
  [540, 340],
];

export function toolmaker(t) {
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
