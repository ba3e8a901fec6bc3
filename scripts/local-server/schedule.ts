/**
 * Schedules of scheduled functions (`config.schedule`) as Netlify reads them: a five-field cron
 * expression (minute hour day-of-month month day-of-week; names like MON or JAN; a restricted
 * day-of-month and day-of-week match either, as in crontab), or one of the RFC's shortcuts except
 * `@reboot` and `@annually`, which Netlify does not support; always in UTC. The cron arithmetic is
 * croner's (well kept, no dependencies, crontab semantics), run in its 5-field mode.
 */
import { Cron } from 'croner';

/** The shortcuts Netlify accepts. */
export const SCHEDULE_SHORTCUTS: readonly string[] = ['@yearly', '@monthly', '@weekly', '@daily', '@hourly'];

export interface Schedule {
  readonly expression: string;
  /** The first run strictly after `after`. */
  next(after: Date): Date;
}

export class InvalidScheduleError extends Error {
  constructor(expression: string, why: string) {
    super(`invalid schedule "${expression}": ${why}`);
    this.name = 'InvalidScheduleError';
  }
}

export function parseSchedule(expression: string): Schedule {
  const trimmed = expression.trim();
  if (trimmed.startsWith('@') && !SCHEDULE_SHORTCUTS.includes(trimmed.toLowerCase())) {
    throw new InvalidScheduleError(expression, `Netlify supports ${SCHEDULE_SHORTCUTS.join(', ')} only`);
  }
  let cron: Cron;
  try {
    cron = new Cron(trimmed.toLowerCase().startsWith('@') ? trimmed.toLowerCase() : trimmed, { timezone: 'Etc/UTC', mode: '5-part' });
  } catch (error) {
    throw new InvalidScheduleError(expression, (error as Error).message.replace(/^CronPattern: /, ''));
  }
  // A date that never comes (30 February) would never run: refuse it like a typo.
  if (cron.nextRun(new Date(0)) === null) throw new InvalidScheduleError(expression, 'it never runs');
  return {
    expression: trimmed,
    next(after) {
      const next = cron.nextRun(after);
      if (next === null) throw new InvalidScheduleError(expression, 'no run after ' + after.toISOString());
      return next;
    },
  };
}
