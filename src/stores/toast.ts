import { atom } from 'nanostores';

/**
 * Toasts: one at a time, gone after 5000 ms unless the visitor is reading it
 * (pause while hovered or focused), default and destructive variants. Any island can show one; a
 * toaster component renders `$toasts`.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds until it closes by itself; Infinity keeps it until dismissed. */
  duration?: number;
}

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
}

export const $toasts = atom<readonly Toast[]>([]);

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}
const timers = new Map<number, Timer>();
let lastId = 0;

function startTimer(id: number, ms: number): void {
  if (!Number.isFinite(ms)) return;
  const timer: Timer = { handle: undefined, remaining: ms, startedAt: Date.now() };
  timer.handle = setTimeout(() => dismissToast(id), ms);
  timers.set(id, timer);
}

function stopTimer(id: number): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

/** Shows a toast, replacing the oldest beyond the limit; returns its id. */
export function showToast(input: ToastInput): number {
  lastId += 1;
  const toast: Toast = {
    id: lastId,
    title: input.title,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  const all = [toast, ...$toasts.get()];
  for (const dropped of all.slice(TOAST_LIMIT)) stopTimer(dropped.id);
  $toasts.set(all.slice(0, TOAST_LIMIT));
  startTimer(toast.id, toast.duration);
  return toast.id;
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: number): void {
  const current = $toasts.get();
  const closing = id === undefined ? current : current.filter((t) => t.id === id);
  if (closing.length === 0) return;
  for (const toast of closing) stopTimer(toast.id);
  $toasts.set(current.filter((t) => !closing.includes(t)));
}

/** Holds the countdown (pointer over the toast, or focus inside it). */
export function pauseToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

/** Continues a held countdown with the time it had left. */
export function resumeToast(id: number): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}
