import { useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { useFresh } from '#stores/content.ts';
import FaqItem from './FaqItem.tsx';
import { faqTabs, toFaqViews, type FaqRow, type FaqView } from '#lib/faq-view.ts';
import type { FaqContent } from '#data/pages/faq/index.ts';

interface Props {
  locale: Locale;
  initial: FaqView[];
  strings: Pick<FaqContent, 'tablistLabel' | 'categories' | 'loading' | 'empty' | 'koreanOnly'>;
}

/**
 * FAQ tabs (APG, automatic activation) over an accordion. The prebuilt HTML is this same view (first
 * tab, all closed), so hydration moves nothing; visitors without JavaScript get FaqStaticList instead.
 * Each question is a FaqItem (whose answer is sanitized rich HTML).
 */
export default function FaqBoard({ locale, initial, strings }: Props) {
  const { items, state } = useFresh<FaqRow, FaqView>('/api/faqs', initial, (rows) => toFaqViews(rows, locale));
  const tabs = faqTabs(items, strings.categories);
  const [active, setActive] = useState(tabs[0]?.key ?? '');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const base = 'faq';
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.key);
    setOpen(new Set());
    tabRefs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      choose(moves[event.key]!);
    }
  };
  const toggle = (id: number) => setOpen((prev) => {
    const next = new Set(prev);
    if (!next.delete(id)) next.add(id);
    return next;
  });

  if (items.length === 0 && state === 'prebuilt') return <p role="status" className="py-10 text-center text-slate-600">{strings.loading}</p>;

  const current = items.filter((i) => i.category === active);
  const activeTab = tabs.find((t) => t.key === active) ?? tabs[0];
  const tabId = (key: string) => `${base}-tab-${key}`;
  return (
    <div data-state={state}>
      {/* One row: it fits at desktop width and scrolls sideways on a phone (moving to a tab by key
          scrolls it into view); the padding keeps the focus ring inside the scrolling box. */}
      <div role="tablist" aria-label={strings.tablistLabel} className="-m-1 flex gap-2 overflow-x-auto overscroll-x-contain p-1 [scrollbar-width:thin]">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => { tabRefs.current[index] = el; }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => choose(index)}
            onKeyDown={(e) => onKey(e, index)}
            className="min-h-11 shrink-0 whitespace-nowrap rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-700 transition-colors hover:border-brand-400 hover:text-brand-800 aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={activeTab ? tabId(activeTab.key) : undefined} tabIndex={0} className="mt-6 rounded-2xl focus-visible:outline-offset-4">
        <h2 className="sr-only">{activeTab?.label}</h2>
        {current.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-slate-900">{strings.empty.title}</p>
            <p className="mt-2 text-slate-600">{strings.empty.hint}</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {current.map((faq) => (
              <FaqItem key={faq.id} locale={locale} faq={faq} base={base} expanded={open.has(faq.id)} onToggle={() => toggle(faq.id)} koreanOnly={strings.koreanOnly} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
