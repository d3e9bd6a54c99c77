import { company } from '@/content/company';
import { testimonialsSchema } from '@/lib/content/careers';
import { loadLocalizedContent } from '@/lib/content/localized';

/**
 * The films of `scripts/media/careers.mjs`: the same files in both languages, only the title is
 * translated. The quote of each testimonial is what the employee says in the film, word for word as
 * in its caption track of the same language (a unit test compares them).
 */
const film = (name: string) => ({
  webm: `/media/careers/testimonial-${name}.webm`,
  mp4: `/media/careers/testimonial-${name}.mp4`,
  poster: `/media/careers/testimonial-${name}-poster.webp`,
  captions: { de: `/media/careers/testimonial-${name}-de.vtt`, en: `/media/careers/testimonial-${name}-en.vtt` },
  width: 960,
  height: 540,
});

/** Employees who talk about their work on the "Employee testimonials" page (first names only). */
export const testimonials = loadLocalizedContent('content/testimonials.ts', testimonialsSchema, {
  de: [
    {
      id: 'melanie',
      firstName: 'Melanie',
      role: 'Schichtleiterin in der Spritzgießfertigung',
      yearsWithCompany: 12,
      quote:
        'Wenn in meiner Schicht die Maschinen laufen, muss jeder Handgriff sitzen. Mit meinem Team sorge ich dafür, dass Qualität und Takt stimmen. Und wenn es mal hakt, lösen wir das gemeinsam.',
      story: [
        `Melanie kam nach ihrer Ausbildung zur Verfahrensmechanikerin für Kunststoff- und Kautschuktechnik zu ${company.brand}. Heute leitet sie eine Schicht in der Fertigung: Sie teilt die Maschinen und das Team ein, begleitet Werkzeugwechsel und gibt neue Artikel gemeinsam mit der Qualitätssicherung frei.`,
        'Besonders schätzt sie die kurzen Wege: Vorschläge aus der Schicht landen direkt bei der Fertigungsleitung und werden oft schon in der nächsten Woche umgesetzt.',
      ],
      video: {
        ...film('melanie'),
        title:
          'Melanie, Schichtleiterin, über ihre Arbeit. Die Animation zeigt eine Spritzgießmaschine im Zyklus: Das Werkzeug schließt, die Schmelze wird eingespritzt, das Teil kühlt ab und fällt auf das Förderband.',
      },
    },
    {
      id: 'tobias',
      firstName: 'Tobias',
      role: 'Werkzeugmechaniker im Werkzeugbau',
      yearsWithCompany: 9,
      quote:
        'Ein Spritzgießwerkzeug gibt es nicht von der Stange. Ich baue und warte unsere Werkzeuge, bis jedes Teil maßhaltig aus der Maschine kommt. Dieses Tüfteln auf den Hundertstelmillimeter macht mir einfach Spaß.',
      story: [
        'Tobias fräst, erodiert und poliert Formeinsätze, montiert neue Werkzeuge und bringt sie gemeinsam mit der Fertigung in die Serie. Wenn ein Werkzeug nach Hunderttausenden Zyklen zur Wartung kommt, weiß er genau, wo er hinschauen muss.',
        'Seine Meisterprüfung hat er berufsbegleitend abgelegt; das Unternehmen hat ihn dabei mit Freistellungen und einem Zuschuss zu den Kursgebühren unterstützt.',
      ],
      video: {
        ...film('tobias'),
        title:
          'Tobias, Werkzeugmechaniker, über seine Arbeit. Die Animation zeigt ihn an einer Werkzeughälfte mit vier Kavitäten, die er nacheinander poliert, daneben eine Messuhr.',
      },
    },
    {
      id: 'lea',
      firstName: 'Lea',
      role: 'Auszubildende zur Mechatronikerin',
      yearsWithCompany: 2,
      quote:
        'Schon im ersten Lehrjahr durfte ich an echten Anlagen mitarbeiten. Meine Ausbilder nehmen sich Zeit, und wenn ich etwas nicht verstehe, frage ich einfach nach. Gerade baue ich an einer Automationszelle für unsere Montage mit.',
      story: [
        'Lea ist im zweiten Lehrjahr. In der Ausbildungswerkstatt hat sie die Grundlagen der Metallbearbeitung, Elektrotechnik und Pneumatik gelernt; jetzt durchläuft sie die Instandhaltung und die Automatisierung.',
        'Einmal pro Woche treffen sich alle Auszubildenden zum gemeinsamen Unterricht im Betrieb – dort bereiten sie sich auch auf die Prüfungen vor.',
      ],
      video: {
        ...film('lea'),
        title:
          'Lea, Auszubildende zur Mechatronikerin, über ihre Ausbildung. Die Animation zeigt, wie sie einen Schaltschrank verdrahtet; danach leuchten die Eingänge der Steuerung und ein Förderband mit Lichtschranke läuft an.',
      },
    },
  ],
  en: [
    {
      id: 'melanie',
      firstName: 'Melanie',
      role: 'Shift supervisor in injection-moulding production',
      yearsWithCompany: 12,
      quote:
        'When the machines are running on my shift, every move has to be right. My team and I make sure that quality and cycle times are spot on. And when something gets stuck, we sort it out together.',
      story: [
        `Melanie joined ${company.brand} after training as a process mechanic for plastics and rubber technology. Today she runs a shift in production: she assigns machines and people, supervises mould changes and releases new parts together with quality assurance.`,
        'What she values most is how direct everything is: suggestions from her shift go straight to the production manager and are often put into practice the following week.',
      ],
      video: {
        ...film('melanie'),
        title:
          'Melanie, shift supervisor, talks about her work. The animation shows an injection-moulding machine cycling: the mould closes, the melt is injected, the part cools and drops onto the conveyor.',
      },
    },
    {
      id: 'tobias',
      firstName: 'Tobias',
      role: 'Toolmaker in tool engineering',
      yearsWithCompany: 9,
      quote:
        'You can’t buy an injection mould off the shelf. I build and maintain our moulds until every part comes out of the machine true to size. I simply enjoy getting things right to a hundredth of a millimetre.',
      story: [
        'Tobias mills, spark-erodes and polishes mould inserts, assembles new moulds and brings them into series production together with the production team. When a mould comes in for maintenance after hundreds of thousands of cycles, he knows exactly where to look.',
        'He took his master craftsman’s examination alongside his job, and the company supported him with time off and a contribution to the course fees.',
      ],
      video: {
        ...film('tobias'),
        title:
          'Tobias, toolmaker, talks about his work. The animation shows him at a mould half with four cavities, polishing them one after another, with a dial gauge beside him.',
      },
    },
    {
      id: 'lea',
      firstName: 'Lea',
      role: 'Apprentice mechatronics technician',
      yearsWithCompany: 2,
      quote:
        'Even in my first year, I got to work on real production equipment. My trainers take their time, and if I don’t understand something, I just ask. Right now I’m helping to build an automation cell for our assembly line.',
      story: [
        'Lea is in the second year of her apprenticeship. In the training workshop she learnt the basics of metalworking, electrical engineering and pneumatics; now she is working her way through maintenance and automation.',
        'Once a week, all apprentices meet for joint lessons at the plant, which is also where they prepare for their examinations.',
      ],
      video: {
        ...film('lea'),
        title:
          'Lea, apprentice mechatronics technician, talks about her apprenticeship. The animation shows her wiring a control cabinet; then the inputs of the controller light up and a conveyor with a light barrier starts.',
      },
    },
  ],
});
