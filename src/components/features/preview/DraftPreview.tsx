import { useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import type { Dictionary } from '#i18n/ui/index.ts';
import CsrArticle, { type ArticleLinks } from '../csr/CsrArticle.tsx';
import { toCsrDetail, type CsrRow } from '#lib/csr-view.ts';
import FaqItem from '../faq/FaqItem.tsx';
import { toFaqViews, type FaqRow } from '#lib/faq-view.ts';
import NoticeArticle from '../notices/NoticeArticle.tsx';
import { toNoticeDetail, type NoticeArticleStrings, type NoticeRow } from '#lib/notice-view.ts';
import { loadPreview, type LoadedPreview } from './loadPreview.ts';
import type { CsrContent } from '#domain/pages/csr.ts';

export interface PreviewStrings {
  page: Dictionary['pages']['preview'];
  notice: NoticeArticleStrings;
  csr: CsrContent['detail'] & { koreanOnly: string; views: string };
  faq: { heading: string; koreanOnly: string };
}

interface Props {
  locale: Locale;
  strings: PreviewStrings;
  links: { notices: ArticleLinks; csr: ArticleLinks };
}

/**
 * A draft rendered by the very components of its public page (NoticeArticle, CsrArticle, FaqItem),
 * under a banner that says it is a preview; or, for a link that is expired, not valid or has nothing
 * left to show, a heading and a message that say so. The prebuilt HTML is the loading state.
 */
export default function DraftPreview({ locale, strings, links }: Props) {
  const [loaded, setLoaded] = useState<LoadedPreview | undefined>(undefined);
  useEffect(() => {
    void loadPreview(window.location.search).then(setLoaded);
  }, []);
  const page = strings.page;
  if (!loaded || 'failure' in loaded) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl sm:text-4xl">{page.heading}</h1>
        <p role={loaded ? 'alert' : 'status'} className="mt-4 text-lg text-slate-700">{loaded ? page[loaded.failure] : page.loading}</p>
      </div>
    );
  }
  return (
    <>
      <p role="status" className="border-y border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900">{page.banner}</p>
      {loaded.kind === 'notices' && <NoticeArticle locale={locale} notice={toNoticeDetail(loaded.row as unknown as NoticeRow, locale)} strings={strings.notice} links={links.notices} />}
      {loaded.kind === 'csr-posts' && <CsrArticle locale={locale} post={toCsrDetail(loaded.row as unknown as CsrRow, locale, strings.csr.views)} strings={strings.csr} links={links.csr} />}
      {loaded.kind === 'faqs' && (
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <h1 className="text-3xl sm:text-4xl">{strings.faq.heading}</h1>
          <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {toFaqViews([loaded.row as unknown as FaqRow], locale).map((faq) => (
              <FaqItem key={faq.id} locale={locale} faq={faq} base="preview" expanded onToggle={() => undefined} koreanOnly={strings.faq.koreanOnly} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
