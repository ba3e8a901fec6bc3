import { useEffect } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { detailRoutes } from '#i18n/routes.ts';
import ItemNotFound from '../../ui/ItemNotFound.tsx';
import { useAddressedItem } from '../views/useAddressedItem.ts';
import CsrArticle, { type ArticleLinks } from './CsrArticle.tsx';
import { toCsrDetail, type CsrRow } from '#lib/csr-view.ts';
import type { CsrContent } from '#domain/pages/csr.ts';

interface Props {
  locale: Locale;
  strings: CsrContent['detail'] & { koreanOnly: string; views: string };
  links: ArticleLinks;
  titleTemplate: string;
}

/**
 * The fallback page for a story published after the last build: the CDN rewrites /about/csr/{id} here
 * (non-forced, so only when no prebuilt page exists); it renders the post its address names from the
 * API (counting the read), or the not-found state.
 */
export default function CsrPostLoader({ locale, strings, links, titleTemplate }: Props) {
  const post = useAddressedItem('csr_post', detailRoutes.csr.section, '/api/csr-posts', (row: CsrRow) => toCsrDetail(row, locale, strings.views));
  useEffect(() => {
    if (post) document.title = titleTemplate.replace('{title}', post.title.text);
  }, [post, titleTemplate]);
  if (post) return <CsrArticle locale={locale} post={post} strings={strings} links={links} />;
  return <ItemNotFound strings={strings} listHref={links.list} loading={post === undefined} />;
}
