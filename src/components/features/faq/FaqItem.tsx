import type { Locale } from '#i18n/locales.ts';
import { richText } from '../../ui/richText.ts';
import type { FaqView } from '#lib/faq-view.ts';

interface Props {
  locale: Locale;
  faq: FaqView;
  /** The prefix of the item's ids (unique on the page). */
  base: string;
  expanded: boolean;
  onToggle: () => void;
  koreanOnly: string;
}

/**
 * One question and its answer (an accordion item): on the FAQ page, and on a draft's preview page.
 * The answer is rich HTML set with dangerouslySetInnerHTML: acceptable only because the server
 * sanitizes every answer on save (admin API; the seed is trusted content) and every draft on preview.
 */
export default function FaqItem({ locale, faq, base, expanded, onToggle, koreanOnly }: Props) {
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  const panel = `${base}-a-${faq.id}`;
  return (
    <li>
      <h3 className="text-base sm:text-lg">
        <button type="button" aria-expanded={expanded} aria-controls={panel} id={`${panel}-q`} onClick={onToggle} className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-brand-50">
          <span>
            <span lang={ko(faq.question.lang)}>{faq.question.text}</span>
            {faq.question.lang !== locale && <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{koreanOnly}</span>}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}><path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      </h3>
      <section id={panel} aria-labelledby={`${panel}-q`} hidden={!expanded} className="px-5 pb-5">
        {faq.answer.lang !== locale && faq.question.lang === locale && <p className="mb-2 text-sm text-slate-600">{koreanOnly}</p>}
        <div className={richText} lang={ko(faq.answer.lang)} dangerouslySetInnerHTML={{ __html: faq.answer.text }} />
      </section>
    </li>
  );
}
