import { useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { serviceSlugError, type PageAddressDocument } from '#domain/pages/service-slugs.ts';
import { defaultLocale } from '#i18n/locales.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { buttonClass, cardClass, errorClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import type { PageAddress } from './address.ts';

interface Props {
  address: PageAddress;
  strings: AdminStrings['pages'];
}

/**
 * A service page's address in the language being edited: the address now, a field to rename it
 * (checked here by the same rules as the server, whose 400 or 409 message shows under the field), and
 * the earlier addresses that redirect to it. Nothing for Korean (the specification's addresses) or for
 * the pages that are not a service's.
 */
export default function PageAddressSection({ address, strings }: Props) {
  if (address.locale === defaultLocale || !address.key.startsWith('service-')) return null;
  return <AddressCard address={address} strings={strings} />;
}

function AddressCard({ address, strings }: Props) {
  const words = strings.address;
  const url = `/api/admin/pages/${address.key}/address?locale=${address.locale}`;
  const { state, reload, setData } = useAdminQuery<{ address: PageAddressDocument }>(url);
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const id = `page-address-${address.key}-${address.locale}`;

  async function rename(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(undefined);
    setFailure(undefined);
    const wanted = slug.trim();
    const wrong = serviceSlugError(wanted);
    if (wrong) {
      setError(words.errors[wrong]);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const { data } = await adminRequest<{ address: PageAddressDocument }>('PUT', url, { slug: wanted });
      setData(() => data);
      setSlug('');
      setDone(fill(words.renamed, { path: data.address.path }));
    } catch (caught) {
      // 400 names the field; 409 (another service's slug) says why in its message.
      const field = caught instanceof AdminApiError ? (caught.fields['slug'] ?? (caught.status === 409 ? caught.error : undefined)) : undefined;
      if (field) setError(field);
      else setFailure(errorMessage(caught, words.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className={`${cardClass} mt-4`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold">{words.heading}</h3>
      <p className={hintClass}>{words.intro}</p>
      {state.status === 'loading' && <Spinner label={words.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <p className="mt-3 text-sm">
            <span className="font-semibold text-slate-800">{words.current}: </span>
            <code className="break-all">{state.data.address.path}</code>
          </p>
          <form className="mt-3" noValidate onSubmit={rename}>
            <label htmlFor={id} className={labelClass}>{words.slugLabel}</label>
            <p id={`${id}-hint`} className={hintClass}>{words.slugHint}</p>
            <div className="mt-1 flex flex-wrap items-start gap-2">
              <input
                id={id}
                className={`${inputClass} max-w-md`}
                value={slug}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="none"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                onChange={(e) => setSlug(e.target.value)}
              />
              <button type="submit" className={buttonClass('secondary')} disabled={busy}>{busy ? words.renaming : words.rename}</button>
            </div>
            {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
            {failure && <p role="alert" className={`${failureClass} mt-2`}>{failure}</p>}
            <p role="status" className="mt-2 text-sm font-medium text-brand-800">{done}</p>
          </form>
          <h4 className="mt-4 text-sm font-semibold text-slate-800">{words.earlier}</h4>
          {state.data.address.earlier.length === 0 ? (
            <p className={hintClass}>{words.noEarlier}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm">
              {state.data.address.earlier.map((e) => (
                <li key={e.slug}>
                  <code className="break-all">{e.path}</code>{' '}
                  <span className="text-slate-600">({e.since ? fill(words.namedAt, { when: formatDateTime(e.since) }) : words.firstAddress})</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
