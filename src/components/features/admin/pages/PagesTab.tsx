import { useEffect, useRef, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { pageAddress, pageHash, type PageAddress } from './address.ts';
import PageEditor from './PageEditor.tsx';
import PageList from './PageList.tsx';

interface Props {
  strings: AdminStrings['pages'];
  /** The five languages' names (the content tabs' words). */
  languages: Readonly<Record<Locale, string>>;
}

/**
 * The public pages: the list (each page's languages with their last edit and stale fields), or one
 * page's editor in one language. Which one lives in the hash (`#pages/faq/en`); moving between them
 * puts the focus on the heading of what is shown.
 */
export default function PagesTab({ strings, languages }: Props) {
  const [address, setAddress] = useState<PageAddress | undefined>(() => pageAddress(location.hash));
  const moved = useRef(false);

  useEffect(() => {
    const onHash = () => {
      if (location.hash.startsWith('#pages')) setAddress(pageAddress(location.hash));
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    document.querySelector<HTMLElement>('[data-admin-tab-heading]')?.focus();
  }, [address]);

  function go(next: PageAddress | undefined) {
    moved.current = true;
    history.replaceState(null, '', pageHash(next));
    setAddress(next);
  }

  return address ? (
    <PageEditor key={`${address.key}/${address.locale}`} address={address} strings={strings} languages={languages} onGo={go} />
  ) : (
    <PageList strings={strings} languages={languages} onOpen={go} />
  );
}
