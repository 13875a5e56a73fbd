import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.js';
import { findReferences, headedSections, requirementPages, type RequirementPage } from './section-references.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string): string => readFileSync(`${root}/${path}`, 'utf8');
/** "2" → "§2"; a checklist item ("A3") stays as it is written. */
const sign = (section: string): string => (/^\d/.test(section) ? `§${section}` : section);

describe('reading § references', () => {
  it.each([
    ['Spec §2: the landing page', [['spec', '2']]],
    [
      "the spec's §4 and §9",
      [
        ['spec', '4'],
        ['spec', '9'],
      ],
    ],
    [
      'Spec §2 and DESIGN §2, §3',
      [
        ['spec', '2'],
        ['DESIGN', '2'],
        ['DESIGN', '3'],
      ],
    ],
    ['(CONTRACTS.md §5 (c))', [['CONTRACTS', '5']]],
    [
      'DESIGN §8.1 and third-party-contracts.md §6',
      [
        ['DESIGN', '8.1'],
        ['CONTRACTS', '6'],
      ],
    ],
    ['the reconciliation job (SECURITY D18)', [['SECURITY', 'D18']]],
    [
      'SECURITY A1–A3, B6',
      [
        ['SECURITY', 'A1'],
        ['SECURITY', 'A2'],
        ['SECURITY', 'A3'],
        ['SECURITY', 'B6'],
      ],
    ],
    ['the HOTP value (RFC 4226 §5.3)', []],
    ['an inspection, no reference', []],
    ['a heading such as `## §2 Screens`', []],
  ])('%s', (text, expected) => {
    const { references, unnamed } = findReferences(text);
    expect(references.map((reference) => [reference.page, reference.section])).toEqual(expected);
    expect(unnamed).toEqual([]);
  });

  it('gives a bare § to the page the file belongs to, or reports it', () => {
    expect(findReferences('see §8.2', 'DESIGN').references).toEqual([{ line: 1, page: 'DESIGN', section: '8.2' }]);
    expect(findReferences('line one\nsee §8.2').unnamed).toEqual([{ line: 2, text: 'see §8.2' }]);
    expect(findReferences(' * spec §2 and\n * §4').references.map((r) => r.section)).toEqual(['2', '4']);
    expect(findReferences(' * spec §2.\n *\n * §4').unnamed).toEqual([{ line: 3, text: '* §4' }]);
  });

  it('reads the sections a page heads', () => {
    const page = '# Title\n\n## §2 Screens\n\n### §8.1 Claims\n\n### A3 Password reset\n\nText §9\n';
    expect([...headedSections(page)]).toEqual(['2', '8.1', 'A3']);
  });
});

describe('every § reference resolves to a heading in docs/requirements', () => {
  const sections = Object.fromEntries(
    Object.entries(requirementPages).map(([page, path]) => [page, headedSections(read(path))]),
  ) as Record<RequirementPage, Set<string>>;
  const homeOf = (path: string): RequirementPage | undefined =>
    (Object.entries(requirementPages) as [RequirementPage, string][]).find(([, file]) => file === path)?.[0];

  it('in the code, the scripts and the docs', () => {
    const files = [
      ...repositoryFiles(root, ['apps', 'packages', 'e2e', 'scripts', 'docs'], ['.ts', '.tsx', '.js', '.mjs', '.md']),
      'README.md',
    ];
    const problems: string[] = [];
    let resolved = 0;
    for (const file of files) {
      const { references, unnamed } = findReferences(read(file), homeOf(file));
      for (const { line, page, section } of references) {
        if (sections[page].has(section)) resolved += 1;
        else problems.push(`${file}:${line}: ${page} ${sign(section)} has no heading in ${requirementPages[page]}`);
      }
      for (const { line, text } of unnamed) problems.push(`${file}:${line}: a § that names no page: ${text}`);
    }
    expect(problems).toEqual([]);
    expect(resolved).toBeGreaterThan(200);
  });
});
