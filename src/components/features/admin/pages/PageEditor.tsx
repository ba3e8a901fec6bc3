import { useRef, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import type { PageDocument } from '#domain/pages/api.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { bcp47 } from '../content/LanguageTabs.tsx';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import { pageHash, type PageAddress } from './address.ts';
import { pageName } from './names.ts';
import PageAddressSection from './PageAddressSection.tsx';
import PageForm from './PageForm.tsx';

interface Props {
  address: PageAddress;
  strings: AdminStrings['pages'];
  languages: Readonly<Record<Locale, string>>;
  /** Open another language of the page, or the list (undefined). */
  onGo: (address: PageAddress | undefined) => void;
}

/**
 * One page in one language: the language switch, the way back to the list, and the form once the
 * page has loaded. Leaving with unsaved changes asks first.
 */
export default function PageEditor({ address, strings, languages, onGo }: Props) {
  const { state, reload } = useAdminQuery<{ page: PageDocument }>(`/api/admin/pages/${address.key}?locale=${address.locale}`);
  const dirty = useRef(false);
  const [leaving, setLeaving] = useState<{ to: PageAddress | undefined } | null>(null);
  const name = pageName(strings.names, address.key);

  function leave(to: PageAddress | undefined) {
    if (dirty.current) setLeaving({ to });
    else onGo(to);
  }

  return (
    <section aria-labelledby="admin-pages-heading">
      <a
        href={pageHash(undefined)}
        onClick={(event) => {
          event.preventDefault();
          leave(undefined);
        }}
        className="text-sm font-semibold text-brand-800 underline focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        {strings.back}
      </a>
      <h2 id="admin-pages-heading" tabIndex={-1} data-admin-tab-heading className="mt-2 text-xl">
        {fill(strings.editorHeading, { page: name })} · <span lang={bcp47[address.locale]}>{languages[address.locale]}</span>
      </h2>
      <nav aria-label={strings.languageLabel} className="mt-3">
        <ul className="flex flex-wrap gap-2">
          {localeCodes.map((locale) => {
            const current = locale === address.locale;
            return (
              <li key={locale}>
                <a
                  href={pageHash({ key: address.key, locale })}
                  aria-current={current ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    if (!current) leave({ key: address.key, locale });
                  }}
                  className={`flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'}`}
                >
                  <span lang={bcp47[locale]}>{languages[locale]}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <PageAddressSection address={address} strings={strings} />
      {state.status === 'loading' && <Spinner label={name} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <PageForm
          page={state.data.page}
          etag={state.headers.get('ETag') ?? versionEtag(state.data.page.version)}
          strings={strings}
          onDirty={(value) => {
            dirty.current = value;
          }}
        />
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={strings.unsaved.title}
        text={strings.unsaved.text}
        confirm={strings.unsaved.discard}
        cancel={strings.unsaved.stay}
        busy={false}
        onConfirm={() => {
          const to = leaving?.to;
          setLeaving(null);
          dirty.current = false;
          onGo(to);
        }}
        onCancel={() => setLeaving(null)}
      />
    </section>
  );
}
