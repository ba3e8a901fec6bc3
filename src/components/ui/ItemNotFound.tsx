export interface ItemNotFoundStrings {
  loadingTitle: string;
  notFoundTitle: string;
  notFoundText: string;
  backToList: string;
}
interface Props {
  strings: ItemNotFoundStrings;
  listHref: string;
  /** Still asking the API: the loading title only. */
  loading: boolean;
}

/**
 * The fallback page of a CSR story or notice while its item loads, or when there is none to show
 * (missing, unpublished, in the trash): its own heading and the way back to the list.
 */
export default function ItemNotFound({ strings, listHref, loading }: Props) {
  return (
    <div data-state={loading ? 'loading' : 'missing'} className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl">{loading ? strings.loadingTitle : strings.notFoundTitle}</h1>
      {!loading && <p className="mt-4 text-lg text-slate-600">{strings.notFoundText}</p>}
      {!loading && (
        <a href={listHref} className="mt-8 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
          {strings.backToList}
        </a>
      )}
    </div>
  );
}
