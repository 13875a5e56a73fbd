import { siteConfig } from '@kestrel/domain/site/site-config';
import { useRef, useState, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { useBarHeight } from '~/lib/use-bar-height';
import { useIsMobile } from '~/lib/use-is-mobile';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import { telHref } from '~/lib/tel';

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold no-underline';

/**
 * 'Speak to an expert' dials the support line on a phone and opens the contact page elsewhere.
 * Until the page hydrates (docs/decisions/0007) both links are in the HTML and the stylesheet
 * shows the one for the pointer (coarse: a touch screen); once hydrated, a mobile user agent
 * counts as a phone too and gets the dialling link alone.
 */
export function SpeakToAnExpert({ className = 'bg-amber text-navy' }: { className?: string }) {
  const mobile = useIsMobile();
  const dial = (
    <a
      href={telHref(siteConfig.mobilePhone)}
      className={`${base} ${className} ${mobile ? '' : 'not-pointer-coarse:hidden'}`}
    >
      Speak to an expert
    </a>
  );
  if (mobile) return dial;
  return (
    <>
      {dial}
      <Link to="/contact-us" className={`${base} ${className} pointer-coarse:hidden`}>
        Speak to an expert
      </Link>
    </>
  );
}

export function ChatOnWhatsApp({ className = 'bg-white text-navy border-2 border-navy' }: { className?: string }) {
  return (
    <a href={siteConfig.whatsappUrl} target="_blank" rel="noopener noreferrer" className={`${base} ${className}`}>
      Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * The contact buttons, stuck to the bottom of the screen after 50 px of scroll. Their place in the
 * page keeps its height while they are stuck, so nothing below them moves. While stuck, the bar
 * publishes its height so that the focused element is always scrolled clear of it (WCAG 2.4.11),
 * and the page ends below it; on a narrow screen the two buttons share the width and wrap their text.
 */
export function StickyContactButtons({ centred = false }: { centred?: boolean }) {
  const stuck = useScrolledPast();
  const placeholder = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useBarHeight(bar, '--contact-bar-height', stuck);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!stuck && placeholder.current) setHeight(placeholder.current.offsetHeight);
  }, [stuck]);
  return (
    <div ref={placeholder} style={stuck && height ? { height } : undefined}>
      <div
        ref={bar}
        data-testid="contact-buttons"
        data-stuck={stuck}
        data-contact-bar={stuck ? 'stuck' : 'inline'}
        className={
          stuck
            ? 'fixed inset-x-0 bottom-0 z-20 flex justify-center gap-2 border-t border-line bg-white/95 px-2 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] *:min-w-0 *:flex-1 *:px-3 *:text-center sm:gap-3 sm:py-3 sm:*:flex-none sm:*:px-5'
            : `flex flex-wrap gap-3 ${centred ? 'justify-center' : ''}`
        }
      >
        <SpeakToAnExpert />
        <ChatOnWhatsApp />
      </div>
    </div>
  );
}
