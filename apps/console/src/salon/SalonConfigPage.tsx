import { Checkbox, PageContent, PageHeader, useToast } from '@console/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import * as pageStyles from '../shared/pages.css';
import {
  askNotificationPermission,
  type NotificationPermissionState,
  notificationPermission,
} from './browserNotifications';
import { patchSalonSwitch, salonErrorMessage, useSalon, useSalonConfig } from './hooks';
import { SALON_TEXT } from './messages';
import { configRead } from './reads';
import * as styles from './salon.css';

const PERMISSION_TEXT: Partial<Record<NotificationPermissionState, string>> = {
  granted: SALON_TEXT.permissionGranted,
  denied: SALON_TEXT.permissionDenied,
  unsupported: SALON_TEXT.permissionUnsupported,
};

/** /line/reserve/salon/settings/config: the salon's switches (spec §7 "Salon configuration"). */
export function SalonConfigPage() {
  const { salon } = useSalon();
  const sid = salon?.id;
  const config = useSalonConfig(sid);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [permission, setPermission] = useState(notificationPermission);

  const setPush = async (on: boolean) => {
    if (sid === undefined) return;
    // Asked here and only here: the user has just asked to be notified.
    if (on) setPermission(await askNotificationPermission());
    setSaving(true);
    try {
      const next = await patchSalonSwitch(sid, 'push_notification', on);
      await mutate(configRead(sid).key, next, { revalidate: false });
      toast.success(SALON_TEXT.saved);
    } catch (error) {
      toast.error(salonErrorMessage(error).message);
    } finally {
      setSaving(false);
    }
  };

  const on = config.data?.push_notification ?? false;
  const permissionText = on ? PERMISSION_TEXT[permission] : undefined;
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={SALON_TEXT.configTitle} />
      {config.error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      <section
        className={styles.form}
        aria-labelledby="salon-config-notifications"
        aria-busy={config.isLoading}
      >
        <h2 id="salon-config-notifications" className={styles.legend}>
          {SALON_TEXT.notificationsSection}
        </h2>
        {config.data ? (
          <Checkbox
            label={SALON_TEXT.pushNotification}
            helpText={SALON_TEXT.pushNotificationHelp}
            value={on}
            disabled={saving}
            onChange={(value) => void setPush(value)}
          />
        ) : (
          !config.error && <p className={pageStyles.text}>{SALON_TEXT.loading}</p>
        )}
        {permissionText && (
          <p className={pageStyles.text} role="status">
            {permissionText}
          </p>
        )}
      </section>
    </PageContent>
  );
}
