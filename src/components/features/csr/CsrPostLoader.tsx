import { useEffect, useState } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { fetchJson } from '#stores/content.ts';
import { sendViewBeacon } from '../views/viewBeacon.ts';
import CsrArticle, { CsrNotFound, type ArticleLinks } from './CsrArticle.tsx';
import { toCsrDetail, type CsrDetailView, type CsrRow } from './csrView.ts';
import type { CsrContent } from '#data/pages/csr/index.ts';

interface Props {
  locale: Locale;
  strings: CsrContent['detail'] & { koreanOnly: string; views: string };
  links: ArticleLinks;
  titleTemplate: string;
}

/** The id at the end of /about/csr/{id} (or /en/about/csr/{id}/), else undefined. */
export function idFromPath(pathname: string): string | undefined {
  return /\/about\/csr\/(\d{1,10})\/?$/.exec(pathname)?.[1];
}

/**
 * The fallback page for a story published after the last build: the CDN rewrites /about/csr/{id} here
 * (non-forced, so only when no prebuilt page exists); it reads the id from the address and renders the
 * post from the API (and counts the read: the view beacon), or the not-found state.
 */
export default function CsrPostLoader({ locale, strings, links, titleTemplate }: Props) {
  const [post, setPost] = useState<CsrDetailView | null | undefined>(undefined);
  useEffect(() => {
    const id = idFromPath(window.location.pathname);
    if (!id) return setPost(null);
    // Reading the story counts it (once per reader and day); the count shown then includes it.
    sendViewBeacon('csr_post', Number(id))
      .then(() => fetchJson<CsrRow>(`/api/csr-posts/${id}`))
      .then(
      (row) => {
        const view = toCsrDetail(row, locale, strings.views);
        document.title = titleTemplate.replace('{title}', view.title.text);
        setPost(view);
      },
      () => setPost(null),
    );
  }, [locale, strings.views, titleTemplate]);
  if (post) return <CsrArticle locale={locale} post={post} strings={strings} links={links} />;
  return <div data-state={post === null ? 'missing' : 'loading'}><CsrNotFound strings={strings} links={links} loading={post === undefined} /></div>;
}
