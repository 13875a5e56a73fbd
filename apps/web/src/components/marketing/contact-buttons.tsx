import { siteConfig } from '@kestrel/domain/site/site-config';
import { useRef, useState, useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { useIsMobile } from '~/lib/use-is-mobile';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import { telHref } from '~/lib/tel';

const base = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 font-semibold no-underline';

/** 'Speak to an expert' dials the support line on a phone and opens the contact page elsewhere. */
export function SpeakToAnExpert({ className = 'bg-amber text-navy' }: { className?: string }) {
  const mobile = useIsMobile();
  if (mobile) {
    return (
      <a href={telHref(siteConfig.mobilePhone)} className={`${base} ${className}`}>
        Speak to an expert
      </a>
    );
  }
  return (
    <Link to="/contact-us" className={`${base} ${className}`}>
      Speak to an expert
    </Link>
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
 * page keeps its height while they are stuck, so nothing below them moves.
 */
export function StickyContactButtons({ centred = false }: { centred?: boolean }) {
  const stuck = useScrolledPast();
  const placeholder = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!stuck && placeholder.current) setHeight(placeholder.current.offsetHeight);
  }, [stuck]);
  return (
    <div ref={placeholder} style={stuck && height ? { height } : undefined}>
      <div
        data-testid="contact-buttons"
        data-stuck={stuck}
        className={
          stuck
            ? 'fixed inset-x-0 bottom-0 z-20 flex justify-center gap-3 border-t border-line bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]'
            : `flex flex-wrap gap-3 ${centred ? 'justify-center' : ''}`
        }
      >
        <SpeakToAnExpert />
        <ChatOnWhatsApp />
      </div>
    </div>
  );
}
