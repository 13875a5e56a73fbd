import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** One element of a tagged PDF's structure tree, with the text of its marked content. */
export interface StructNode {
  role: string;
  alt?: string;
  /** The text the element holds directly and through its children, in tree order. */
  text: string;
  /** Where its first text sits: page number, then distance from the top of the page. */
  at?: { page: number; top: number; left: number };
  children: StructNode[];
}

interface RawNode {
  role?: string;
  alt?: string;
  type?: string;
  id?: string;
  children?: RawNode[];
}

interface Placed {
  text: string;
  page: number;
  top: number;
  left: number;
}

/**
 * A PDF's structure tree as a screen reader walks it, read with pdf.js (getStructTree): each
 * element's role, alternative text, text and position, so a test can find the headings and
 * table headers and check that the reading order follows the page.
 */
export async function readStructure(pdf: Buffer): Promise<StructNode[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, verbosity: 0 }).promise;
  const roots: StructNode[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const height = page.getViewport({ scale: 1 }).height;
    const content = await page.getTextContent({ includeMarkedContent: true });
    const byId = new Map<string, Placed>();
    let current: string | null = null;
    for (const item of content.items) {
      if ('type' in item) {
        if (item.type === 'beginMarkedContentProps' && item.id) current = item.id;
        if (item.type === 'endMarkedContent') current = null;
        continue;
      }
      if (!current || !item.str.trim()) continue;
      const [, , , , left = 0, baseline = 0] = item.transform as number[];
      const placed = byId.get(current);
      if (placed) placed.text = `${placed.text}${item.hasEOL ? ' ' : ''}${item.str}`.replace(/\s+/g, ' ');
      else byId.set(current, { text: item.str, page: number, top: height - baseline, left });
    }
    const tree = (await page.getStructTree()) as RawNode | null;
    const convert = (raw: RawNode): StructNode | null => {
      if (raw.type === 'content') {
        const placed = raw.id ? byId.get(raw.id) : undefined;
        return placed
          ? {
              role: 'content',
              text: placed.text,
              at: { page: placed.page, top: placed.top, left: placed.left },
              children: [],
            }
          : null;
      }
      if (!raw.role) return null;
      const children = (raw.children ?? []).map(convert).filter((c): c is StructNode => c !== null);
      return {
        role: raw.role,
        alt: raw.alt,
        text: children
          .map((c) => c.text)
          .filter(Boolean)
          .join(' '),
        at: children.find((c) => c.at)?.at,
        children,
      };
    };
    const root = tree ? convert(tree) : null;
    if (root) roots.push(root);
  }
  await document.destroy();
  return roots;
}

/** Every element of the trees, depth first (the order a screen reader reads them in). */
export function walk(nodes: StructNode[]): StructNode[] {
  return nodes.flatMap((node) => [node, ...walk(node.children)]);
}
