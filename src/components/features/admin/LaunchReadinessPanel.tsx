import { useRef, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { hasAnythingLeft, SAMPLE_KINDS, untouchedSamples, type LaunchReadiness, type PlaceholderPicture, type SampleKind, type SamplesMoved } from '#domain/launch-readiness.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from './api.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import type { TabId } from './tabs.ts';
import { badgeClass, buttonClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard']['launch'];
type SiteStrings = AdminStrings['siteSettings'];

/** The admin tab each kind is edited in (its edit dialog opens from `#tab/id`). */
const TAB_OF: Record<SampleKind, TabId> = { notices: 'notices', faqs: 'faqs', 'csr-posts': 'csr' };
const linkClass = 'font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900';

function pictureLabel(picture: PlaceholderPicture, site: SiteStrings): string {
  switch (picture.slot) {
    case 'ceoPortrait': return site.ceoPortrait;
    case 'caseStudy': return `${site.caseStudies}: ${site.caseStudy[picture.key]}`;
    case 'offices': return site.offices;
    case 'teamPhoto': return `${site.team}: ${picture.name}`;
  }
}

/**
 * "Before launch": what a fresh install still shows of its seed, for owners and editors, while
 * anything is left: the sample notices, FAQs and stories (each linking to its edit dialog; an edited
 * one flagged and kept), the firm facts still at their first-run values and the default pictures
 * (linking to the site settings), and one confirmed action that moves the untouched samples to the
 * trash, where each can be restored.
 */
export default function LaunchReadinessPanel({ strings, site }: { strings: Strings; site: SiteStrings }) {
  const { state, reload, setData } = useAdminQuery<LaunchReadiness>('/api/admin/launch-readiness');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (state.status === 'ready' && !hasAnythingLeft(state.data) && moved === null) return null;

  async function moveSamples() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminFetch<{ moved: SamplesMoved; readiness: LaunchReadiness }>('POST', '/api/admin/launch-readiness/samples-to-trash');
      const count = SAMPLE_KINDS.reduce((sum, kind) => sum + answer.moved[kind], 0);
      setData(() => answer.readiness);
      setMoved(count);
      setConfirming(false);
      showToast({ title: fill(strings.moved, { count }) });
      // The button that opened the dialog is gone with the samples: focus stays in the panel, at its start.
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (caught) {
      setFailure(errorMessage(caught, strings.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="admin-launch-heading" className="mt-8" data-testid="launch-readiness">
      <h3 id="admin-launch-heading" ref={headingRef} tabIndex={-1} className="text-lg">{strings.heading}</h3>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (() => {
        const readiness = state.data;
        const untouched = untouchedSamples(readiness.samples);
        const toMove = SAMPLE_KINDS.reduce((sum, kind) => sum + untouched[kind].length, 0);
        const anySample = SAMPLE_KINDS.some((kind) => readiness.samples[kind].length > 0);
        return (
          <>
            <p className="mt-2 text-slate-700">{strings.intro}</p>
            <div role="status" className="mt-3">
              {moved !== null && <p className="rounded-xl border-l-4 border-emerald-700 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">{fill(strings.done, { count: moved })}</p>}
            </div>
            <h4 className="mt-4 font-semibold text-slate-900">{strings.samplesHeading}</h4>
            {!anySample && <p className="mt-1 text-slate-700">{strings.noSamples}</p>}
            {SAMPLE_KINDS.filter((kind) => readiness.samples[kind].length > 0).map((kind) => (
              <div key={kind} className="mt-3">
                <h5 className="text-sm font-semibold text-slate-800">{fill(strings.kinds[kind], { count: readiness.samples[kind].length })}</h5>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {readiness.samples[kind].map((item) => (
                    <li key={item.id} className="break-words">
                      <a href={`#${TAB_OF[kind]}/${item.id}`} className={linkClass}>{item.label}</a>
                      {item.edited && <span className={`${badgeClass} ml-2 bg-amber-100 text-amber-900`}>{strings.edited}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            {toMove > 0 && (
              <div className="mt-4">
                <button type="button" className={buttonClass('danger')} onClick={() => { setFailure(null); setConfirming(true); }}>{fill(strings.moveAction, { count: toMove })}</button>
                {toMove < SAMPLE_KINDS.reduce((sum, kind) => sum + readiness.samples[kind].length, 0) && <p className="mt-1 text-sm text-slate-700">{strings.editedKept}</p>}
              </div>
            )}
            {readiness.factsAtSeed.length > 0 && (
              <>
                <h4 className="mt-6 font-semibold text-slate-900">{strings.factsHeading}</h4>
                <p className="mt-1 text-sm text-slate-700">{strings.factsIntro}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {readiness.factsAtSeed.map((field) => <li key={field}><a href="#site" className={linkClass}>{site.facts[field]}</a></li>)}
                </ul>
              </>
            )}
            {readiness.pictures.length > 0 && (
              <>
                <h4 className="mt-6 font-semibold text-slate-900">{strings.picturesHeading}</h4>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {readiness.pictures.map((picture) => {
                    const label = pictureLabel(picture, site);
                    return <li key={label}><a href="#site" className={linkClass}>{label}</a></li>;
                  })}
                </ul>
              </>
            )}
            <ConfirmDialog
              open={confirming}
              title={strings.confirmTitle}
              text={fill(strings.confirmText, { count: toMove })}
              confirm={strings.confirm}
              confirmBusy={strings.moving}
              cancel={strings.cancel}
              busy={busy}
              failure={failure}
              onConfirm={() => void moveSamples()}
              onCancel={() => setConfirming(false)}
            />
          </>
        );
      })()}
    </section>
  );
}
