import { company } from '@/content/company';
import { loadContent } from '@/lib/content/load-content';
import { pageIntrosSchema } from '@/lib/content/page-intro';

export const pageIntrosEn = loadContent('content/pages/en.ts', pageIntrosSchema, {
  home: {
    title: 'Full-service plastic injection moulding',
    description:
      `${company.brand} develops and manufactures injection-moulded plastic parts and assemblies, from idea to series product, for cosmetics, food, medical and technical customers.`,
    heading: 'Injection moulding from idea to series product',
    intro: [
      `Since 2004, ${company.brand} has been taking customers from the first product idea all the way to series production. Development, engineering, tool engineering, prototyping, production, automation and logistics all come from a single source.`,
      'With more than 70 injection-moulding machines and clamping forces of up to 6,500 kN, we produce plastic parts and assemblies for the cosmetics, food and medical sectors and for technical applications, serving customers on three continents.',
    ],
  },

  competences: {
    title: 'Competences along the value chain',
    description:
      `Development, engineering, tool engineering, prototyping, production, automation and logistics: an overview of what ${company.brand} can do for you.`,
    heading: 'Our competences',
    intro: [
      `A plastic product takes more than an injection-moulding machine. At ${company.brand}, seven competences work hand in hand, from development, engineering and tool engineering through to production, automation and logistics.`,
      'You decide how much of it you need: a single mould, series production or the complete value chain from one partner. The following pages introduce each step.',
    ],
  },
  'competences.fromIdeaToProduct': {
    title: 'From idea to product',
    description:
      `How an idea becomes a series product: the ${company.brand} value chain from development to delivery, with one team coordinating your project throughout.`,
    heading: 'From idea to series product',
    intro: [
      'It starts with an idea, a sketch or an existing part that needs to get better. Together with you, we define the requirements, material and volumes and map out the route to series production.',
      'Your project then moves through development, engineering, tool engineering, prototyping, production and automation to logistics. With every step handled by one partner, lines of communication stay short and responsibilities stay clear.',
    ],
  },
  'competences.development': {
    title: 'Product development for plastic parts',
    description:
      `Product development at ${company.brand}: we turn your requirements into a plastic part designed for moulding – functional, economical and recyclable.`,
    heading: 'Development',
    intro: [
      'Good plastic products come from thinking about function, material and manufacturing together from day one. Our development team supports you from the first idea to an agreed concept.',
      'We assess alternative materials, take assembly and recycling into account, and lay the groundwork for a part that can be produced reliably and economically in series.',
    ],
  },
  'competences.engineering': {
    title: 'Engineering of injection-moulded parts',
    description:
      `${company.brand} engineers parts and assemblies for injection moulding, paying close attention to tolerances, the mould and downstream assembly.`,
    heading: 'Engineering',
    intro: [
      'Engineering is where your product takes its final shape. We define wall thicknesses, draft angles, gate positions and tolerances so that the part performs as intended and can be moulded reliably.',
      'Our engineering, tool engineering and production teams work closely together, so lessons learned in series production feed straight into new projects.',
    ],
  },
  'competences.toolEngineering': {
    title: 'Tool engineering for injection moulds',
    description:
      `Tool engineering at ${company.brand}: planning, sampling and maintenance of injection moulds, from prototype tools to multi-cavity moulds for high volumes.`,
    heading: 'Tool engineering',
    intro: [
      'The mould determines the quality, cycle time and service life of an injection-moulded part. Our tool engineering team plans moulds together with engineering and production and sees them through from sampling to series approval.',
      'Once production is under way, we keep your moulds in good shape through maintenance, repairs and modifications, ensuring consistent quality across large volumes.',
    ],
  },
  'competences.prototyping': {
    title: 'Prototyping and sampling',
    description:
      `With prototypes and samples, ${company.brand} tests the form, fit and function of your part early on – before the series mould is built.`,
    heading: 'Prototyping',
    intro: [
      'A prototype answers questions before they become expensive. Early samples let us check the form, fit and function of your part together with you and refine the design where needed.',
      'That way you go into tool engineering with a proven concept and avoid costly changes to the series mould. Samples are also useful for market tests and internal presentations.',
    ],
  },
  'competences.production': {
    title: 'Series production by injection moulding',
    description:
      `Series production at ${company.brand}: more than 70 injection-moulding machines with clamping forces of up to 6,500 kN for plastic parts and assemblies in high volumes.`,
    heading: 'Production',
    intro: [
      'Our production runs more than 70 injection-moulding machines with clamping forces of up to 6,500 kN. This allows us to make small precision parts as well as large components, with consistent quality and in the volumes your market demands.',
      'To date, we have produced over one billion plastic parts and over 400 million assemblies.',
    ],
  },
  'competences.automation': {
    title: 'Automation and assembly',
    description:
      `Automated part removal, assembly and inspection: ${company.brand} links injection moulding and assembly into stable, cost-effective processes.`,
    heading: 'Automation',
    intro: [
      'Many products consist of several plastic parts that have to be joined, inspected and packed. We automate these steps and link them directly to injection moulding.',
      'Automated part removal, assembly and inspection deliver reproducible quality and lower unit costs. This is how we have already produced over 400 million assemblies.',
    ],
  },
  'competences.logistics': {
    title: 'Logistics and supply chain',
    description:
      `${company.brand} packs, stores and ships your plastic parts and assemblies in line with your call-offs, for customers on three continents.`,
    heading: 'Logistics',
    intro: [
      'A product is only finished when it reaches the customer on time. Our logistics team packs, stores and ships your parts and assemblies to suit your processes.',
      'We agree delivery quantities and call-offs with you and supply customers on three continents. Logistics completes the value chain, from the idea to the product at your door.',
    ],
  },

  innovation: {
    title: 'Innovation in injection moulding',
    description:
      `Innovation at ${company.brand}: case studies on mono-material solutions, functional plastic packaging and sustainable plastic production.`,
    heading: `Innovation at ${company.brand}`,
    intro: [
      'New products often emerge where proven solutions reach their limits. Together with our customers, we look for ways to make parts simpler, more functional and less resource-intensive.',
      'Our case studies show what that looks like in practice: a foaming dispenser made of a single material, a fragrance bottle for extractor hoods and plastic production partly powered by renewable energy we generate ourselves.',
    ],
  },
  'innovation.overview': {
    title: 'All case studies',
    description:
      `All ${company.brand} case studies at a glance: development and production projects, from the initial requirements through the concept to realisation.`,
    heading: 'Case studies at a glance',
    intro: [
      'Each case study follows a project from start to finish: what the customer needed, which concept we developed and how it was put into practice.',
      'Choose a case study to learn more about the solution and the figures behind it.',
    ],
  },
  'innovation.fragranceBottle': {
    title: 'Case study: fragrance bottle for extractor hoods',
    description:
      'Case study: a film-sealed fragrance bottle for kitchen extractor hoods, holding 12.5 ml of fragrance filled to an accuracy of better than 0.1 ml.',
    heading: 'A film-sealed fragrance bottle for extractor hoods',
    intro: [
      'A fragrance dispenser for kitchen extractor hoods has to release its scent evenly over a long period, sit securely in the hood and stay tightly sealed until it is first used. For this task we developed a plastic bottle sealed with a film.',
      'The bottle holds 12.5 ml of fragrance, filled to an accuracy of better than 0.1 ml. The case study covers the requirements, the concept and the realisation, from the mould to series production.',
    ],
  },
  'innovation.sfd': {
    title: 'Case study: squeeze foaming device',
    description:
      'Case study SFD: a squeeze-operated foaming dispenser made entirely of one material, so that it can be recycled as a single material stream.',
    heading: 'A squeeze foaming device made of a single material',
    intro: [
      'Conventional foaming pumps combine several plastics and often a metal spring, which makes recycling difficult. With the squeeze foaming device, we developed a foaming dispenser made entirely of one material.',
      'The foam forms when the bottle is squeezed and liquid and air pass through four fine sieves with a mesh size of about 0.2 mm. The case study traces the path from the first idea to a recyclable product.',
    ],
  },
  'innovation.sustainability': {
    title: 'Sustainable plastic production',
    description:
      `How ${company.brand} makes plastic production more sustainable: up to 20 % own renewable energy, energy management since 2013, ISO 14001 and ISO 50001.`,
    heading: 'Sustainable plastic production',
    intro: [
      'Injection moulding needs energy and raw materials, and we use both as sparingly as possible. We generate up to 20 per cent of our energy ourselves from renewable sources, and since 2013 we have managed our consumption with a systematic energy management system.',
      'Our environmental management is certified to ISO 14001 and our energy management to ISO 50001. Designs for recycling, such as mono-material solutions, help to keep plastics in the loop.',
    ],
  },

  industries: {
    title: 'Products and industries',
    description:
      `Plastic parts and assemblies for cosmetics, food, medical technology and technical applications: the products and industries ${company.brand} serves.`,
    heading: 'Products & industries',
    intro: [
      'Packaging for cosmetics and food, components for medical technology, technical parts for industry and the home: our customers come from very different markets. What they share is the need for precise, reliably produced plastic parts.',
      'We know what each industry requires in terms of materials, hygiene, documentation and volumes. Explore examples from our production.',
    ],
  },
  'industries.overview': {
    title: 'Industry overview',
    description:
      `All the industries ${company.brand} serves at a glance: cosmetics, food, medicine and technical solutions, with examples from development and series production.`,
    heading: 'All industries at a glance',
    intro: [
      'Here you will find every industry for which we develop and manufacture plastic parts and assemblies. Each page presents typical requirements, a project example and products from our production.',
      'Your industry is not listed? Get in touch – many of our solutions can be transferred to new applications.',
    ],
  },
  'industries.cosmetic': {
    title: 'Plastic packaging for cosmetics',
    description:
      `Closures, dispensers and applicators: ${company.brand} develops and manufactures plastic packaging and components for the cosmetics industry.`,
    heading: 'Cosmetics',
    intro: [
      'In cosmetics, first impressions count: surface, colour and feel have to be right, and every closure and dispenser has to work reliably. We develop and manufacture packaging components to meet these demands in high volumes.',
      'Recyclable solutions are increasingly in demand. With mono-material designs such as our foaming dispenser, we show that function and circularity go hand in hand.',
    ],
  },
  'industries.food': {
    title: 'Plastic parts for the food industry',
    description:
      `Plastic parts and packaging components for food applications from ${company.brand}: hygienically produced, functionally reliable and available in large series.`,
    heading: 'Food',
    intro: [
      'Plastic parts that come into contact with food must meet particular requirements for material, cleanliness and traceability. We use suitable materials and manufacture under controlled conditions.',
      'Whether a closure, a dosing aid or a packaging component, we develop solutions that are easy to handle in everyday use and economical to produce in large volumes.',
    ],
  },
  'industries.medicine': {
    title: 'Plastic parts for medical technology',
    description:
      `Precision plastic parts for medical technology, such as syringes from 0.5 to 5 ml, produced by ${company.brand} using documented, repeatable processes.`,
    heading: 'Medical technology',
    intro: [
      'In medical technology, patient safety also depends on the quality of individual plastic parts. We manufacture components such as syringes from 0.5 to 5 ml to tight tolerances, using documented and reproducible processes.',
      'From engineering and the mould through to series production, we align every step with your quality and regulatory requirements.',
    ],
  },
  'industries.technicalSolutions': {
    title: 'Technical plastic solutions',
    description:
      `Technical plastic components and assemblies from ${company.brand}, for example a lubricator rated for up to 6 bar with IP 65 protection.`,
    heading: 'Technical solutions',
    intro: [
      'Technical components have to withstand pressure, temperature and mechanical stress, often for many years. We develop and manufacture plastic parts and assemblies that reliably meet these demands.',
      'One example is a lubricator for pressures of up to 6 bar with IP 65 protection. For your application, too, we find the material, design and manufacturing process that work together.',
    ],
  },

  careers: {
    title: 'Careers and apprenticeships',
    description:
      `Careers at ${company.brand}: job vacancies, apprenticeships and an insight into working at a medium-sized injection-moulding company.`,
    heading: `Careers at ${company.brand}`,
    intro: [
      'Behind every plastic part that leaves our plant are people who know their craft. Whether in engineering, tool engineering, production, logistics or administration, you take on responsibility with us and see what your work achieves.',
      'We train up to six apprentices every year and are always looking for skilled people who want to grow with us.',
    ],
  },
  'careers.aboutUs': {
    title: 'About us as an employer',
    description:
      `About us: ${company.brand}, founded in 2004, trains up to six apprentices a year and has clear rules on compliance and the reporting of misconduct.`,
    heading: 'About us',
    intro: [
      `${company.brand} was founded in 2004 and has since grown into an injection-moulding company with more than 70 machines. What has not changed is the way we work together: short lines of communication, plain speaking and shared responsibility for the result.`,
      'Every year, up to six apprentices start their careers with us. Fairness and integrity matter to us, which is why concerns about misconduct can be reported in confidence to an ombudsperson.',
    ],
  },
  'careers.employeeTestimonials': {
    title: 'Employee testimonials',
    description:
      `${company.brand} employees talk on video about their everyday work, their responsibilities and how they came to join the company.`,
    heading: 'Employee testimonials',
    intro: [
      `Our colleagues are the best people to tell you what it is like to work at ${company.brand}. In short videos, they talk about their tasks, their teams and what they enjoy about their work.`,
      'Get to know the people behind our products – and perhaps your future colleagues.',
    ],
  },
  'careers.jobOffers': {
    title: 'Job vacancies and apprenticeships',
    description:
      `Current job vacancies and apprenticeships at ${company.brand}: find the position that suits you and apply directly by e-mail.`,
    heading: 'Job offers',
    intro: [
      'Here you will find our open positions for skilled employees as well as our available apprenticeships. Each listing describes the tasks, the requirements and what we offer in return.',
      'Nothing suitable at the moment? We are also happy to receive a speculative application by post or e-mail.',
    ],
  },

  news: {
    title: 'News and press releases',
    description:
      `News from ${company.brand}: trade fairs, press releases, newspaper articles and product news from development and production.`,
    heading: 'News',
    intro: [
      `What is new at ${company.brand}? Here we report on trade fair appearances, new products and projects, and collect press releases and newspaper articles about the company.`,
      'Use the filter to show news on trade fairs, press releases, newspaper coverage or products.',
    ],
  },
  'news.category.fair': {
    title: 'Trade fair news',
    description:
      `${company.brand} at trade fairs: what we show at Fakuma, K and Compamed, with reviews of the conversations, exhibits and new developments from the plant.`,
    heading: 'Trade fair news',
    intro: [
      `At trade fairs ${company.brand} presents new tools, parts and processes and meets customers from cosmetics, food, medical and technical industries. Here you find our announcements and reviews.`,
    ],
  },
  'news.category.newspaper': {
    title: 'Newspaper reports about us',
    description:
      `What newspapers and the trade press report about ${company.brand}: articles on projects, apprenticeships and products from our injection moulding plant.`,
    heading: 'Newspaper reports',
    intro: [
      `Here we collect articles about ${company.brand} that appeared in daily newspapers and the trade press – on our customers' projects, our apprentices and the plant.`,
    ],
  },
  'news.category.press': {
    title: 'Press releases',
    description:
      `The press releases of ${company.brand}: investments, certifications and company news, to read online and as PDF files for editorial offices.`,
    heading: 'Press releases',
    intro: [
      `The press releases of ${company.brand} on investments, certifications and company news. For many of them, editorial offices find a PDF version to download.`,
    ],
  },
  'news.category.product': {
    title: 'New products',
    description:
      `New products from ${company.brand}: plastic parts and assemblies going into series production, from dosing syringes to foam dispensers.`,
    heading: 'New products',
    intro: [
      `Here we present products that are new in series production at ${company.brand}: plastic parts and assemblies, developed and made together with our customers.`,
    ],
  },
  downloads: {
    title: 'Downloads: brochures and certificates',
    description:
      `Brochures, certificates, legal documents and other material from ${company.brand} to download, clearly organised by type.`,
    heading: 'Downloads',
    intro: [
      'Here you can download our documents: brochures on our services, our certificates, legal documents such as our terms and conditions and privacy information, and other material.',
      'The files are organised by type. If you cannot find a document, we will be happy to send it to you on request.',
    ],
  },
  contact: {
    title: 'Contact and enquiries',
    description:
      `Get in touch with ${company.brand}: send us your enquiry in three simple steps or contact a member of our management team directly.`,
    heading: 'Contact',
    intro: [
      'Do you have a project, a question about our services or would you like a quotation? Use our form to send us your enquiry in three short steps and we will get back to you promptly.',
      'Prefer to talk to someone directly? You can also reach the members of our management team personally – their contact details are listed below.',
    ],
  },

  imprint: {
    title: 'Imprint',
    description:
      `Legal notice of ${company.brand} GmbH: information on the provider of this website, its legal representatives, its registration and editorial responsibility.`,
    heading: 'Imprint',
    intro: [
      `This page contains the legally required information about the provider of this website, ${company.brand} GmbH, together with notes on liability for content and links.`,
      'If you have any questions about the content of this website, please contact us using the details given here or via our contact form.',
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description:
      `Privacy policy of ${company.brand} GmbH: which personal data we process on this website, for what purposes, and what rights you have under the GDPR.`,
    heading: 'Privacy policy',
    intro: [
      'Protecting your personal data matters to us. In this privacy policy, we explain in accordance with the General Data Protection Regulation (GDPR) which data we process when you visit our website or send us an enquiry.',
      'You will also learn the legal basis for this processing, how long we keep data and which rights you have.',
    ],
  },
  conditions: {
    title: 'General terms of sale and delivery',
    description:
      `General terms and conditions of sale and delivery of ${company.brand} GmbH: the rules that apply to our quotations, deliveries and services.`,
    heading: 'General terms and conditions of sale and delivery',
    intro: [
      `Our quotations, deliveries and services are subject to the following general terms and conditions of sale and delivery of ${company.brand} GmbH, unless otherwise agreed in writing in an individual case.`,
      'The terms and conditions are also available as a document in our downloads section.',
    ],
  },
});
