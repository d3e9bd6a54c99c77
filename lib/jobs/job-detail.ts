/** The detail text of a job offer in the two places of its page. */
export type JobDetailParts = {
  /** What a job seeker reads first, above the tasks: the introduction and its facts (working hours, start, …). */
  introduction: string;
  /** What follows the benefits: the rest, usually how to apply. */
  closing: string;
};

const blockTag = /<(\/?)(p|h[2-4]|ul|ol|blockquote)\b[^>]*>/g;

/** The top-level blocks of sanitized HTML (paragraphs, headings, lists, quotations), each with its tag name. */
function topLevelBlocks(html: string): { tag: string; html: string }[] {
  const blocks: { tag: string; html: string }[] = [];
  let depth = 0;
  let start = 0;
  let tag = '';
  for (const match of html.matchAll(blockTag)) {
    const [whole, closing, name = ''] = match;
    if (!closing) {
      if (depth === 0) tag = name;
      depth += 1;
      continue;
    }
    depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const end = (match.index ?? 0) + whole.length;
      blocks.push({ tag, html: html.slice(start, end).trim() });
      start = end;
    }
  }
  const rest = html.slice(start).trim();
  if (rest) blocks.push({ tag: '', html: rest });
  return blocks;
}

/**
 * Splits a job's detail text (sanitized HTML, `lib/records/record-html.ts`) where the page puts its tasks,
 * profile and benefits: the introduction is the text up to and including its first list (the facts,
 * as the CMS writes them: `<p>…</p><ul><li><strong>Arbeitszeit:</strong> …</li>…</ul>`); without a
 * list, its first paragraph with any headings above it. Everything after is the closing.
 */
export function jobDetailParts(detailHtml: string): JobDetailParts {
  const blocks = topLevelBlocks(detailHtml);
  const firstList = blocks.findIndex((block) => block.tag === 'ul' || block.tag === 'ol');
  const firstText = blocks.findIndex((block) => !/^h[2-4]$/.test(block.tag));
  const split = firstList >= 0 ? firstList + 1 : firstText >= 0 ? firstText + 1 : blocks.length;
  const join = (part: typeof blocks) => part.map((block) => block.html).join('');
  return { introduction: join(blocks.slice(0, split)), closing: join(blocks.slice(split)) };
}
