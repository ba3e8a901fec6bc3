/** The dashboard's build panel in words: a headline (is the latest edit live?) and the last build's facts. */
import type { SiteBuildState } from '#domain/site-build.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { formatDateTime, labelOf } from './format.ts';

export type BuildStrings = AdminStrings['dashboard']['build'];
export type BuildTone = 'live' | 'pending' | 'failed';

export interface BuildPanel {
  tone: BuildTone;
  headline: string;
  /** [label, value] pairs of the last build; empty when nothing was ever built. */
  facts: [string, string][];
}

function headline(state: SiteBuildState, s: BuildStrings): { tone: BuildTone; headline: string } {
  if (state.flagged) return { tone: 'failed', headline: fill(s.flagged, { count: state.maxAttempts }) };
  if (state.latestEditLive) return { tone: 'live', headline: s.live };
  if (state.nextRetryAt) return { tone: 'failed', headline: fill(s.retrying, { time: formatDateTime(state.nextRetryAt) }) };
  return { tone: 'pending', headline: s.pending };
}

export function buildPanel(state: SiteBuildState, s: BuildStrings): BuildPanel {
  const top = headline(state, s);
  const last = state.last;
  if (!last) return { ...top, facts: [] };
  const time = (iso: string | null) => (iso ? formatDateTime(iso) : s.none);
  const reason = last.reason === 'content' ? fill(s.contentChange, { kind: labelOf(s.kinds, last.contentKind) }) : labelOf(s.reasons, last.reason);
  const facts: [string, string][] = [
    [s.fields.status, labelOf(s.statuses, last.status)],
    [s.fields.requested, [time(last.requestedAt), reason, last.requestedBy].filter(Boolean).join(' · ')],
    [s.fields.started, time(last.startedAt)],
    [s.fields.finished, time(last.finishedAt)],
  ];
  // The attempt matters once something failed: a first try that worked needs no count.
  if (last.attempt > 1 || last.status === 'failed') facts.push([s.fields.attempt, fill(s.attempt, { attempt: last.attempt, max: state.maxAttempts })]);
  if (last.error) facts.push([s.fields.error, last.error]);
  if (last.status !== 'succeeded') facts.push([s.fields.lastSuccess, time(state.lastSuccessAt)]);
  return { ...top, facts };
}
