import type { ContentStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { TranslationStatus } from '#domain/content/translation-status.ts';
import { translationLocales, type TranslationLocale } from '#domain/content/translations.ts';

/** Each status has its own shape and mark, not only its own colour. */
const looks: Record<TranslationStatus, { mark: string; className: string }> = {
  current: { mark: '✓', className: 'border-brand-700 bg-brand-50 text-brand-800' },
  stale: { mark: '!', className: 'border-amber-700 bg-amber-50 text-amber-900 border-2' },
  missing: { mark: '–', className: 'border-dashed border-slate-400 text-slate-600 line-through' },
};

/**
 * A row's translations as small codes (EN ✓, ID !, ZH –): up to date, needing review since the
 * Korean changed, or missing; screen readers hear 'English: 최신, 日本語: 확인 필요 …'.
 */
export default function TranslationBadges({ statuses, strings }: { statuses: Record<TranslationLocale, TranslationStatus>; strings: ContentStrings['common'] }) {
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs">
      <span className="mr-1 font-medium text-slate-600">{strings.translationStatus}</span>
      {translationLocales.map((locale) => {
        const status = statuses[locale];
        const look = looks[status];
        return (
          <span key={locale} data-translation-status={status} className={`inline-flex items-center gap-0.5 rounded border px-1.5 py-0.5 font-mono font-semibold uppercase ${look.className}`}>
            <span aria-hidden="true">{locale}</span>
            <span aria-hidden="true" className="no-underline">{look.mark}</span>
            <span className="sr-only">{fill(strings.tracking.badge, { language: strings.languages[locale], status: strings.tracking.statuses[status] })}</span>
          </span>
        );
      })}
    </p>
  );
}
