import { useEffect } from 'react';
import type { Locale } from '#i18n/locales.ts';
import { detailRoutes } from '#i18n/routes.ts';
import ItemNotFound from '../../ui/ItemNotFound.tsx';
import { useAddressedItem } from '../views/useAddressedItem.ts';
import NoticeArticle, { type NoticeLinks } from './NoticeArticle.tsx';
import { toNoticeDetail, type NoticeArticleStrings, type NoticeRow } from '#lib/notice-view.ts';

interface Props {
  locale: Locale;
  strings: NoticeArticleStrings;
  links: NoticeLinks;
  titleTemplate: string;
}

/**
 * The fallback page for a notice published after the last build: the CDN rewrites /notices/{id} here
 * (non-forced, so only when no prebuilt page exists); it renders the notice its address names from the
 * API (counting the read), or the not-found state.
 */
export default function NoticeLoader({ locale, strings, links, titleTemplate }: Props) {
  const notice = useAddressedItem('notice', detailRoutes.notice.section, '/api/notices', (row: NoticeRow) => toNoticeDetail(row, locale));
  useEffect(() => {
    if (notice) document.title = titleTemplate.replace('{title}', notice.title.text);
  }, [notice, titleTemplate]);
  if (notice) return <NoticeArticle locale={locale} notice={notice} strings={strings} links={links} />;
  return <ItemNotFound strings={strings.detail} listHref={links.list} loading={notice === undefined} />;
}
