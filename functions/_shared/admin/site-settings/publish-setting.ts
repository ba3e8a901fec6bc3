/**
 * What saving any site-settings group does once its value is checked: stored with If-Match (the
 * version it was edited on), audited, and published by a rebuild (the pages carry the settings from
 * the build).
 */
import type { Db } from '#db/client.ts';
import { writeSiteSetting } from '#db/repositories/site-settings.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import type { SiteSettingKey } from '#domain/site-settings/keys.ts';
import { recordAudit, type AuditInput } from '../audit.ts';
import { afterContentChange } from '../publish.ts';

/** Who saves: the signed-in administrator and their address, for the audit log. */
export type Actor = Required<Pick<AuditInput, 'admin' | 'ip'>>;

/** The group's new version, or undefined when another administrator saved it first (nothing written). */
export async function publishSetting(db: Db, actor: Actor, key: SiteSettingKey, value: unknown, versions: AllowedVersions, summary: string): Promise<number | undefined> {
  const version = await writeSiteSetting(db, key, value, { adminId: actor.admin.id, versions });
  if (version === undefined) return undefined;
  await recordAudit(db, { ...actor, action: 'settings_change', entity: 'site_settings', entityId: key, summary });
  await afterContentChange('settings', actor.admin);
  return version;
}
