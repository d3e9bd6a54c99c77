// The three testimonial films of the careers pages: for each its file name, its scene and what the
// employee says, as caption cues in both languages (word for word the quote of content/testimonials.ts;
// tests/unit/content/careers.test.ts checks that they agree).
import { apprentice } from './apprentice.mjs';
import { mouldingMachine } from './moulding-machine.mjs';
import { toolmaker } from './toolmaker.mjs';

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
