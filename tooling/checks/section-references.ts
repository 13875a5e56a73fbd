/**
 * The "§" references of code comments and docs ("spec §2", "DESIGN §8.1", "CONTRACTS §3",
 * "SECURITY A3"), read from text, and the sections each requirement page heads. A reference
 * resolves when its page has a heading that starts with that section (`## §2 …`, `### A3 …`).
 */

/** The requirement pages of docs/requirements, by the name comments call them. */
export const requirementPages = {
  spec: 'docs/requirements/specification.md',
  DESIGN: 'docs/requirements/design-decisions.md',
  CONTRACTS: 'docs/requirements/third-party-contracts.md',
  SECURITY: 'docs/requirements/security-checklist.md',
} as const;

export type RequirementPage = keyof typeof requirementPages;

export interface SectionReference {
  line: number;
  page: RequirementPage;
  section: string;
}

export interface UnnamedReference {
  line: number;
  text: string;
}

export interface ReferencesInText {
  references: SectionReference[];
  /** A "§N" with no page named before it on its line (and none implied by the file). */
  unnamed: UnnamedReference[];
}

// "spec" in any case ("Spec §2", "the spec's §4"); the other names in capitals, as the code writes
// them, or as their file names.
const pageName =
  /\b([Ss]pec(?:ification)?|DESIGN|design-decisions|CONTRACTS|third-party-contracts|SECURITY|security-checklist)(?:\.md)?\b/g;
const pageByName: Record<string, RequirementPage> = {
  spec: 'spec',
  specification: 'spec',
  design: 'DESIGN',
  'design-decisions': 'DESIGN',
  contracts: 'CONTRACTS',
  'third-party-contracts': 'CONTRACTS',
  security: 'SECURITY',
  'security-checklist': 'SECURITY',
};
// A line with nothing but comment marks ends a paragraph.
const blank = /^\s*(?:\/\/|\/?\*+\/?|\{?\/\*|\*\/\}?)?\s*$/;
const sectionSign = /§\s*(\d+(?:\.\d+)*)/g;
// An outside standard's own sections ("RFC 4226 §5.3") are not ours to resolve, nor is a "§" quoted
// as code (a heading shown as an example, a string).
const outsideStandard = /\bRFC\s*\d+\s*$/;
const securityItems =
  /\b(?:SECURITY|security-checklist(?:\.md)?)\s*§?\s*([A-G]\d+(?:\s*[–-]\s*[A-G]?\d+)?(?:\s*,\s*[A-G]\d+(?:\s*[–-]\s*[A-G]?\d+)?)*)/g;

/**
 * The references in `text`. A bare "§N" belongs to the last page named before it in its paragraph
 * (a comment or Markdown paragraph wrapped over several lines; a blank line or a table row ends
 * it), else to `home`.
 */
export function findReferences(text: string, home?: RequirementPage): ReferencesInText {
  const references: SectionReference[] = [];
  const unnamed: UnnamedReference[] = [];
  let carried: RequirementPage | undefined;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (blank.test(content) || content.trimStart().startsWith('|')) carried = undefined;
    const names = [...content.matchAll(pageName)].map((m) => ({
      at: m.index,
      page: pageByName[m[1]!.toLowerCase()]!,
    }));
    const quoted = [...content.matchAll(/`[^`]*`/g)].map((m) => [m.index, m.index + m[0].length] as const);
    for (const match of content.matchAll(sectionSign)) {
      if (outsideStandard.test(content.slice(0, match.index))) continue;
      if (quoted.some(([from, to]) => match.index > from && match.index < to)) continue;
      const page = names.filter((name) => name.at < match.index).at(-1)?.page ?? carried ?? home;
      if (page) references.push({ line, page, section: match[1]! });
      else unnamed.push({ line, text: content.trim() });
    }
    carried = names.at(-1)?.page ?? carried;
    for (const match of content.matchAll(securityItems)) {
      for (const section of expandItems(match[1]!)) references.push({ line, page: 'SECURITY', section });
    }
  });
  return { references, unnamed };
}

/** "A1–A3, D13" → A1, A2, A3, D13. */
function expandItems(list: string): string[] {
  return list.split(',').flatMap((part) => {
    const [from, to] = part.split(/[–-]/).map((end) => end.trim());
    const letter = from!.charAt(0);
    const first = Number(from!.slice(1));
    const last = to ? Number(to.replace(/^[A-G]/, '')) : first;
    return Array.from({ length: Math.max(last - first + 1, 1) }, (_, i) => `${letter}${first + i}`);
  });
}

/** The sections a requirement page heads: "2" for `## §2 …`, "8.1" for `### §8.1 …`, "A3" for `### A3 …`. */
export function headedSections(markdown: string): Set<string> {
  const sections = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6}\s+(?:§\s*(\d+(?:\.\d+)*)|([A-G]\d+))\b/gm)) {
    sections.add(match[1] ?? match[2]!);
  }
  return sections;
}
