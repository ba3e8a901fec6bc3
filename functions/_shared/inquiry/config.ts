/**
 * Run-time settings of the inquiry pipeline, read from the environment on each use so that a
 * deploy's settings (and tests) take effect without a cold start.
 */

const MIN_SECRET_LENGTH = 32;

/**
 * FORM_SIGNING_SECRET, or undefined when it is missing or too short: callers then fail closed with
 * 503 — there is deliberately no default secret.
 */
export function formSigningSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const secret = env['FORM_SIGNING_SECRET'];
  return secret !== undefined && secret.length >= MIN_SECRET_LENGTH ? secret : undefined;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  /** The firm's inbox(es) for new inquiries; without it only visitors get a confirmation. */
  notifyTo: string | undefined;
}

/** SMTP settings when SMTP_HOST and SMTP_FROM are set (port 587 with STARTTLS by default, 465 implicit TLS). */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env): SmtpSettings | undefined {
  const host = env['SMTP_HOST']?.trim();
  const from = env['SMTP_FROM']?.trim();
  if (!host || !from) return undefined;
  const port = Number(env['SMTP_PORT'] ?? 587);
  const validPort = Number.isInteger(port) && port > 0 && port < 65536 ? port : 587;
  return {
    host,
    port: validPort,
    secure: env['SMTP_SECURE'] === 'true' || (env['SMTP_SECURE'] === undefined && validPort === 465),
    user: env['SMTP_USER'] || undefined,
    pass: env['SMTP_PASS'] || undefined,
    from,
    notifyTo: env['INQUIRY_NOTIFY_TO']?.trim() || undefined,
  };
}

/** The settings outgoing mail needs that are not set, by name (empty when mail is configured). */
export function missingMailSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  return (['SMTP_HOST', 'SMTP_FROM'] as const).filter((name) => !env[name]?.trim());
}
