import type { KeyFactsSection } from '@kestrel/domain/purchase/key-facts';

/** The key facts, section by section (the payment page, the key facts page; the PDF prints the same data). */
export function KeyFactsList({ sections, headingLevel = 3 }: { sections: KeyFactsSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="space-y-4">
      {sections.map((section) => (
        <section key={section.heading}>
          <Heading className="font-bold text-navy">{section.heading}</Heading>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
            {section.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
