/**
 * Questions as native disclosure widgets: keyboard and screen-reader operable, and readable
 * without JavaScript.
 */
export function FaqAccordion({ id, title, items }: { id: string; title: string; items: { question: string; answerHtml: string }[] }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-navy">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-4 py-1">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-2 font-semibold text-navy [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-xl text-teal transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="prose pb-4 text-ink" dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </details>
        ))}
      </div>
    </section>
  );
}
