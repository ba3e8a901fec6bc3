import type { SiteBuildState } from '#domain/site-build.ts';
import { buildPanel, type BuildStrings, type BuildTone } from './buildStatus.ts';

const TONES: Record<BuildTone, string> = {
  live: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  pending: 'border-brand-300 bg-brand-50 text-brand-900',
  failed: 'border-accent-700 bg-accent-50 text-accent-700',
};

/** The site's last build and whether the latest content edit is on the prebuilt pages yet. */
export default function BuildStatus({ strings, build }: { strings: BuildStrings; build: SiteBuildState }) {
  const panel = buildPanel(build, strings);
  return (
    <section aria-labelledby="admin-build-heading" className="mt-8">
      <h3 id="admin-build-heading" className="text-lg">{strings.heading}</h3>
      <p className={`mt-3 rounded-xl border-l-4 px-4 py-3 font-semibold ${TONES[panel.tone]}`}>{panel.headline}</p>
      {panel.facts.length === 0 ? (
        <p className="mt-3 text-slate-700">{strings.never}</p>
      ) : (
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2">
          {panel.facts.map(([label, value]) => (
            // A pair per row on a phone; from sm up, the pairs line up as two columns. A build
            // error may hold a path with no space: it wraps anywhere rather than widen the page.
            <div key={label} className="sm:contents">
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="mt-0.5 wrap-anywhere text-slate-900 sm:mt-0 sm:min-w-0">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
