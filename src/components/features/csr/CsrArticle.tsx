import type { Locale } from '#i18n/locales.ts';
import { html } from '../../ui/htmlAttributes.ts';
import { richText } from '../../ui/richText.ts';
import type { CsrDetailView } from '#lib/csr-view.ts';
import type { CsrContent } from '#domain/pages/csr.ts';

export interface ArticleLinks {
  list: string;
  contact: string;
}
interface Props {
  locale: Locale;
  post: CsrDetailView;
  strings: CsrContent['detail'] & { koreanOnly: string };
  links: ArticleLinks;
}

const button = 'inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 font-semibold';

/**
 * One story: rendered to static HTML on the prebuilt page (no JS) and by the fallback island for a
 * post newer than the build. The body is rich HTML from the database, sanitized by the server on save.
 */
export default function CsrArticle({ locale, post, strings, links }: Props) {
  const ko = (lang: string) => (lang === locale ? undefined : 'ko');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href={links.list} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
        <span aria-hidden="true">←</span> {strings.back}
      </a>
      <div className="relative mt-6 overflow-hidden rounded-2xl bg-brand-50">
        {post.image && <img src={post.image} alt="" width={800} height={450} className="aspect-video w-full object-cover" />}
        <span className={`absolute top-4 left-4 rounded-full px-3 py-1 text-sm font-semibold ${post.badge}`}>{post.categoryLabel}</span>
      </div>
      <h1 className="mt-8 text-3xl sm:text-4xl" lang={ko(post.title.lang)}>{post.title.text}</h1>
      {(post.title.lang !== locale || post.content.lang !== locale) && <p className="mt-2 text-sm text-slate-600">{strings.koreanOnly}</p>}
      <p className="mt-4 flex flex-wrap gap-x-4 text-slate-600">
        <span>{strings.published} <time {...html({ datetime: post.dateIso })}>{post.dateLong}</time></span>
        <span data-views>{post.views}</span>
      </p>
      <div className={`mt-8 text-lg ${richText}`} lang={ko(post.content.lang)} dangerouslySetInnerHTML={{ __html: post.content.text }} />
      {post.excerpt.text && (
        <section aria-labelledby="csr-summary" className="mt-10 rounded-2xl bg-slate-50 p-6">
          <h2 id="csr-summary" className="text-lg">{strings.summary}</h2>
          <p className="mt-2 text-slate-700" lang={ko(post.excerpt.lang)}>{post.excerpt.text}</p>
        </section>
      )}
      <p className="mt-6 text-sm text-slate-600">{strings.lastModified}: <time {...html({ datetime: post.modifiedIso })}>{post.modified}</time></p>
      <div className="mt-8 flex flex-wrap gap-3 border-t border-slate-200 pt-8">
        <a href={links.list} className={`${button} border border-brand-700 text-brand-700 hover:bg-brand-50`}>{strings.backToList}</a>
        <a href={links.contact} className={`${button} bg-accent-600 text-white hover:bg-accent-700`}>{strings.contact}</a>
      </div>
    </article>
  );
}
