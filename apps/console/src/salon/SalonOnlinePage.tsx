import {
  SALON_CUSTOMER_FIELD_TYPES,
  SALON_SLOT_STEPS,
  type SalonCustomerField,
  type SalonOnlineConfig,
  type SalonReservationConfig,
  type SalonShopInfo,
  type SalonUrl,
  salonCustomerFieldInputSchema,
  salonOnlineActionsInputSchema,
  salonReservationConfigInputSchema,
  salonShopInfoInputSchema,
  salonUrlInputSchema,
} from '@console/contract/salon';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Modal,
  NEW_TAB_NOTICE,
  PageContent,
  PageHeader,
  Select,
  SortableList,
  Textarea,
  TextField,
  useOptimisticOrder,
  useToast,
} from '@console/ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useCopyText } from '../shared/clipboard';
import { LeaveWarning, useDirtySections } from '../shared/LeaveWarning';
import * as pageStyles from '../shared/pages.css';
import { useCheckedErrors } from './FormParts';
import { patchSalonSwitch, useMounted, useSalon, useSalonConfig } from './hooks';
import { SALON_TEXT } from './messages';
import * as styles from './salon.css';
import { newFieldId, normaliseSlug, parseChoices, parseWholeNumber } from './settings';
import {
  createSalonUrl,
  deleteSalonUrl,
  patchOnlineConfig,
  putOnlineActions,
  putTypedConfig,
  useOnlineConfig,
  useSalonUrls,
} from './settingsApi';
import { SALON_SETTINGS_TEXT } from './settingsMessages';
import { useDraft } from './useDraft';
import { useSalonWrite } from './useSalonWrite';

type Errors = Record<string, string>;

/** Every section's save toasts 保存しました。 */
const SAVED = { done: SALON_TEXT.saved } as const;

/** A titled section of the page. */
function Section({
  id,
  title,
  children,
  busy,
}: {
  id: string;
  title: string;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id} className={styles.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type OnDirty = (section: string, dirty: boolean) => void;

function useReportDirty(section: string, dirty: boolean, onDirty: OnDirty) {
  useEffect(() => onDirty(section, dirty), [section, dirty, onDirty]);
}

// Reception rules (configs/reservation) -----------------------------------------------------------

type RulesValues = Record<keyof SalonReservationConfig, string>;

/** The rules as the form's texts (operators may type full-width digits; read back on save). */
const rulesValues = (rules: SalonReservationConfig | undefined): RulesValues | undefined =>
  rules && {
    slot_step: String(rules.slot_step),
    lead_time_minutes: String(rules.lead_time_minutes),
    horizon_days: String(rules.horizon_days),
    cancel_deadline_hours: String(rules.cancel_deadline_hours),
  };

const BLANK_RULES: RulesValues = {
  slot_step: '',
  lead_time_minutes: '',
  horizon_days: '',
  cancel_deadline_hours: '',
};

function RulesSection({ sid, onDirty }: { sid: number; onDirty: OnDirty }) {
  const config = useSalonConfig(sid);
  const mounted = useMounted();
  const switchWrite = useSalonWrite();
  const saved = config.data?.reservation;
  const savedValues = useMemo(() => rulesValues(saved), [saved]);
  const [values, setValues, dirty] = useDraft(savedValues);
  useReportDirty('rules', dirty, onDirty);
  const { busy, errors, setErrors, run } = useSalonWrite();
  // The contract's schema first (the same messages as the server's 422), then the server.
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check, clear } = useCheckedErrors(errors, undefined, formRef);
  const set = (key: keyof RulesValues, value: string) => values && setValues({ ...values, [key]: value });
  const loading = !(config.data && values);
  const fieldValues = values ?? BLANK_RULES;

  const setOnline = (on: boolean) =>
    switchWrite.run(async () => {
      const next = await patchSalonSwitch(sid, 'enable_online', on);
      if (mounted.current) await config.mutate(next, { revalidate: false });
    }, SAVED);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const local: Errors = {};
    const number = (key: keyof RulesValues) => {
      const value = parseWholeNumber(values[key]);
      if (value === null) local[key] = SALON_TEXT.numberInvalid;
      return value ?? 0;
    };
    const rules: SalonReservationConfig = {
      slot_step: Number(values.slot_step),
      lead_time_minutes: number('lead_time_minutes'),
      horizon_days: number('horizon_days'),
      cancel_deadline_hours: number('cancel_deadline_hours'),
    };
    if (Object.keys(local).length > 0) {
      clear();
      setErrors(local);
      return;
    }
    if (!check(salonReservationConfigInputSchema, rules)) return;
    await run(async () => {
      const next = await putTypedConfig(sid, 'reservation', rules);
      if (mounted.current) await config.mutate(next, { revalidate: false });
    }, SAVED);
  };

  return (
    <Section id="salon-online-rules" title={SALON_SETTINGS_TEXT.rulesSection} busy={config.isLoading}>
      {config.error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {/* While the rules load the form is drawn blank and disabled: the sections below keep
          their place when the values come (issue 27, stable layout). */}
      {!config.error && (
        <>
          <Checkbox
            label={SALON_SETTINGS_TEXT.enableOnline}
            helpText={SALON_SETTINGS_TEXT.enableOnlineHelp}
            value={config.data?.enable_online ?? false}
            disabled={switchWrite.busy || loading}
            onChange={(on) => void setOnline(on)}
          />
          <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <div className={styles.row}>
              <Select
                label={SALON_SETTINGS_TEXT.slotStep}
                options={SALON_SLOT_STEPS.map((step) => ({
                  name: SALON_TEXT.minutes(step),
                  value: String(step),
                }))}
                value={fieldValues.slot_step}
                loading={loading}
                onValueChange={(value) => set('slot_step', value)}
                errorText={shown.slot_step}
              />
              <TextField
                label={SALON_SETTINGS_TEXT.leadTime}
                inputMode="numeric"
                value={fieldValues.lead_time_minutes}
                disabled={loading}
                onChange={(event) => set('lead_time_minutes', event.target.value)}
                errorText={shown.lead_time_minutes}
              />
            </div>
            <div className={styles.row}>
              <TextField
                label={SALON_SETTINGS_TEXT.horizon}
                inputMode="numeric"
                value={fieldValues.horizon_days}
                disabled={loading}
                onChange={(event) => set('horizon_days', event.target.value)}
                errorText={shown.horizon_days}
              />
              <TextField
                label={SALON_SETTINGS_TEXT.cancelDeadline}
                inputMode="numeric"
                value={fieldValues.cancel_deadline_hours}
                disabled={loading}
                onChange={(event) => set('cancel_deadline_hours', event.target.value)}
                errorText={shown.cancel_deadline_hours}
              />
            </div>
            <div className={styles.row}>
              <Button type="submit" variant="primary" disabled={!dirty || busy}>
                {SALON_SETTINGS_TEXT.saveSection(SALON_SETTINGS_TEXT.rulesSection)}
              </Button>
            </div>
          </form>
        </>
      )}
    </Section>
  );
}

// Shop information (online_configs?attr=shop) ---------------------------------------------------

const SHOP_FIELDS = [
  ['name', SALON_SETTINGS_TEXT.shopName, 100],
  ['address', SALON_SETTINGS_TEXT.shopAddress, 200],
  ['tel', SALON_SETTINGS_TEXT.shopTel, 20],
  ['access', SALON_SETTINGS_TEXT.shopAccess, 500],
] as const;

function ShopSection({
  sid,
  online,
  onSaved,
  onDirty,
}: {
  sid: number;
  online: SalonOnlineConfig;
  onSaved: (next: SalonOnlineConfig) => Promise<unknown>;
  onDirty: OnDirty;
}) {
  const [draft, setDraft, dirty] = useDraft<SalonShopInfo>(online.shop_info);
  useReportDirty('shop', dirty, onDirty);
  const { busy, errors, run } = useSalonWrite();
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check } = useCheckedErrors(errors, undefined, formRef);
  if (!draft) return null;
  const set = (change: Partial<SalonShopInfo>) => setDraft({ ...draft, ...change });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(salonShopInfoInputSchema, draft)) return;
    await run(async () => onSaved(await patchOnlineConfig(sid, 'shop', { shop_info: draft })), {
      ...SAVED,
      prefix: 'shop_info.',
    });
  };
  return (
    <Section id="salon-online-shop" title={SALON_SETTINGS_TEXT.shopSection}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {SHOP_FIELDS.map(([key, label, max]) => (
          <TextField
            key={key}
            label={label}
            required={key === 'name'}
            maxLength={max}
            inputMode={key === 'tel' ? 'tel' : undefined}
            value={draft[key]}
            onChange={(event) => set({ [key]: event.target.value })}
            errorText={shown[key]}
          />
        ))}
        <Textarea
          label={SALON_SETTINGS_TEXT.shopDescription}
          maxLength={2000}
          rows={4}
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
          errorText={shown.description}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={!dirty || busy}>
            {SALON_SETTINGS_TEXT.saveSection(SALON_SETTINGS_TEXT.shopSection)}
          </Button>
        </div>
      </form>
    </Section>
  );
}

// Customer fields (online_configs?attr=customer:*) ------------------------------------------------

interface FieldValues {
  id: string;
  label: string;
  type: SalonCustomerField['type'];
  required: boolean;
  choices: string;
}

function FieldsSection({
  sid,
  online,
  onSaved,
}: {
  sid: number;
  online: SalonOnlineConfig;
  onSaved: (next: SalonOnlineConfig) => Promise<unknown>;
}) {
  const toast = useToast();
  const fields = online.customer_info;
  const order = useOptimisticOrder<string>(
    fields.map((field) => field.id),
    async (ids) => onSaved(await patchOnlineConfig(sid, 'customer:sort', { sorted_ids: ids })),
  );
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = order.ids.flatMap((id) => byId.get(id) ?? []);
  const [editing, setEditing] = useState<FieldValues | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [deleting, setDeleting] = useState<SalonCustomerField | null>(null);
  const { busy, errors, setErrors, run } = useSalonWrite();
  const formRef = useRef<HTMLFormElement>(null);
  const { shown: fieldErrorsShown, check, clear } = useCheckedErrors(errors, undefined, formRef);
  const open = (field: SalonCustomerField | null) => {
    setIsNew(field === null);
    setErrors({});
    clear();
    setEditing(
      field
        ? { ...field, choices: field.choices.join('\n') }
        : { id: newFieldId(fields), label: '', type: 'text', required: false, choices: '' },
    );
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const item = { ...editing, choices: editing.type === 'select' ? parseChoices(editing.choices) : [] };
    if (!check(salonCustomerFieldInputSchema, item)) return;
    const ok = await run(async () => onSaved(await patchOnlineConfig(sid, 'customer:upsert', { item })), {
      ...SAVED,
      prefix: 'item.',
    });
    if (ok) setEditing(null);
  };
  const remove = async (field: SalonCustomerField) => {
    setDeleting(null);
    await run(async () => onSaved(await patchOnlineConfig(sid, 'customer:remove', { id: field.id })), SAVED);
  };
  const describe = (field: SalonCustomerField) =>
    [SALON_SETTINGS_TEXT.fieldTypes[field.type], field.required ? SALON_SETTINGS_TEXT.requiredMark : null]
      .filter(Boolean)
      .join('・');
  return (
    <Section id="salon-online-fields" title={SALON_SETTINGS_TEXT.fieldsSection}>
      {shown.length === 0 ? (
        <p className={pageStyles.text}>{SALON_TEXT.listEmpty}</p>
      ) : (
        <SortableList
          aria-label={SALON_SETTINGS_TEXT.fieldsOrder}
          items={shown}
          getLabel={(field) => field.label}
          disabled={order.saving || busy}
          onReorder={(ids) =>
            void order.reorder(ids as string[]).then((ok) => {
              if (ok) toast.success(SALON_TEXT.orderSaved);
              else toast.error(SALON_TEXT.orderFailed);
            })
          }
          renderItem={(field) => (
            <div className={styles.listItem}>
              <span className={styles.listName}>{field.label}</span>
              <span className={styles.listInfo}>{describe(field)}</span>
              <Button
                size="small"
                aria-label={SALON_TEXT.actionOn(field.label, SALON_TEXT.editItem)}
                onClick={() => open(field)}
              >
                {SALON_TEXT.editItem}
              </Button>
              <Button
                size="small"
                variant="danger"
                aria-label={SALON_TEXT.actionOn(field.label, SALON_TEXT.delete)}
                onClick={() => setDeleting(field)}
              >
                {SALON_TEXT.delete}
              </Button>
            </div>
          )}
        />
      )}
      <div className={styles.row}>
        <Button onClick={() => open(null)} disabled={fields.length >= 30}>
          {SALON_SETTINGS_TEXT.addField}
        </Button>
      </div>
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={isNew ? SALON_SETTINGS_TEXT.newField : SALON_SETTINGS_TEXT.editField}
      >
        {editing && (
          <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              label={SALON_SETTINGS_TEXT.fieldLabel}
              required
              maxLength={50}
              value={editing.label}
              onChange={(event) => setEditing({ ...editing, label: event.target.value })}
              errorText={fieldErrorsShown.label ?? fieldErrorsShown.id}
            />
            <Select
              label={SALON_SETTINGS_TEXT.fieldType}
              options={SALON_CUSTOMER_FIELD_TYPES.map((type) => ({
                name: SALON_SETTINGS_TEXT.fieldTypes[type],
                value: type,
              }))}
              value={editing.type}
              onValueChange={(type) => setEditing({ ...editing, type: type as SalonCustomerField['type'] })}
              errorText={fieldErrorsShown.type}
            />
            {editing.type === 'select' && (
              <Textarea
                label={SALON_SETTINGS_TEXT.fieldChoices}
                required
                rows={4}
                value={editing.choices}
                onChange={(event) => setEditing({ ...editing, choices: event.target.value })}
                errorText={fieldErrorsShown.choices}
              />
            )}
            <Checkbox
              label={SALON_SETTINGS_TEXT.fieldRequired}
              value={editing.required}
              onChange={(required) => setEditing({ ...editing, required })}
            />
            <div className={styles.row}>
              <Button type="submit" variant="primary" busy={busy}>
                {SALON_TEXT.save}
              </Button>
              <Button onClick={() => setEditing(null)}>{SALON_TEXT.close}</Button>
            </div>
          </form>
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={SALON_SETTINGS_TEXT.deleteFieldConfirm}
        message={deleting?.label ?? ''}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}

// After booking (online_configs/{id}/actions) -----------------------------------------------------

function ActionsSection({
  sid,
  online,
  onSaved,
  onDirty,
}: {
  sid: number;
  online: SalonOnlineConfig;
  onSaved: (next: SalonOnlineConfig) => Promise<unknown>;
  onDirty: OnDirty;
}) {
  const [draft, setDraft, dirty] = useDraft(online.actions);
  useReportDirty('actions', dirty, onDirty);
  const { busy, errors, run } = useSalonWrite();
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check } = useCheckedErrors(errors, undefined, formRef);
  if (!draft) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check(salonOnlineActionsInputSchema, draft)) return;
    await run(async () => onSaved(await putOnlineActions(sid, online.id, draft)), SAVED);
  };
  return (
    <Section id="salon-online-actions" title={SALON_SETTINGS_TEXT.actionsSection}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Textarea
          label={SALON_SETTINGS_TEXT.thanksMessage}
          maxLength={1000}
          rows={3}
          value={draft.thanks_message}
          onChange={(event) => setDraft({ ...draft, thanks_message: event.target.value })}
          errorText={shown.thanks_message}
        />
        <Checkbox
          label={SALON_SETTINGS_TEXT.allowChange}
          value={draft.allow_change}
          onChange={(allow_change) => setDraft({ ...draft, allow_change })}
        />
        <Checkbox
          label={SALON_SETTINGS_TEXT.allowCancel}
          value={draft.allow_cancel}
          onChange={(allow_cancel) => setDraft({ ...draft, allow_cancel })}
        />
        <div className={styles.row}>
          <Button type="submit" variant="primary" disabled={!dirty || busy}>
            {SALON_SETTINGS_TEXT.saveSection(SALON_SETTINGS_TEXT.actionsSection)}
          </Button>
        </div>
      </form>
    </Section>
  );
}

// Salon URLs --------------------------------------------------------------------------------------

function UrlsSection({ sid, onDirty }: { sid: number; onDirty: OnDirty }) {
  const urls = useSalonUrls(sid);
  const mounted = useMounted();
  const [label, setLabel] = useState('');
  const [slug, setSlug] = useState('');
  const [deleting, setDeleting] = useState<SalonUrl | null>(null);
  const { busy, errors, run } = useSalonWrite();
  useReportDirty('urls', label !== '' || slug !== '', onDirty);
  // The contract's schema first (the same messages as the server's 422), then the server.
  const formRef = useRef<HTMLFormElement>(null);
  const { shown, check } = useCheckedErrors(errors, undefined, formRef);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = check(salonUrlInputSchema, { label, slug: normaliseSlug(slug) });
    if (!checked) return;
    const ok = await run(async () => {
      await createSalonUrl(sid, checked.label, checked.slug ?? '');
      if (mounted.current) await urls.mutate();
    }, SAVED);
    if (ok && mounted.current) {
      setLabel('');
      setSlug('');
    }
  };
  const remove = async (url: SalonUrl) => {
    setDeleting(null);
    await run(async () => {
      await deleteSalonUrl(sid, url.id);
      if (mounted.current) await urls.mutate();
    }, SAVED);
  };
  const copyText = useCopyText();
  const copy = (url: SalonUrl) =>
    copyText(url.url, { copied: SALON_SETTINGS_TEXT.copied, failed: SALON_SETTINGS_TEXT.copyFailed });
  return (
    <Section id="salon-online-urls" title={SALON_SETTINGS_TEXT.urlsSection} busy={urls.isLoading}>
      <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.urlsHelp}</p>
      {urls.error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {urls.data &&
        (urls.data.length === 0 ? (
          <p className={pageStyles.text}>{SALON_SETTINGS_TEXT.urlsEmpty}</p>
        ) : (
          <ul className={styles.notifications} aria-label={SALON_SETTINGS_TEXT.urlsSection}>
            {urls.data.map((url) => (
              <li key={url.id} className={styles.urlRow}>
                <span className={styles.listName}>{url.label}</span>
                {/* The customers' booking page itself, to try it as a customer would. */}
                <a className={styles.url} href={url.url} target="_blank" rel="noopener noreferrer">
                  {url.url}
                  <span className={styles.visuallyHidden}>{NEW_TAB_NOTICE}</span>
                </a>
                <Button
                  size="small"
                  aria-label={SALON_TEXT.actionOn(url.label, SALON_SETTINGS_TEXT.copyUrl)}
                  onClick={() => void copy(url)}
                >
                  {SALON_SETTINGS_TEXT.copyUrl}
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={SALON_TEXT.actionOn(url.label, SALON_TEXT.delete)}
                  disabled={busy}
                  onClick={() => setDeleting(url)}
                >
                  {SALON_TEXT.delete}
                </Button>
              </li>
            ))}
          </ul>
        ))}
      <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <TextField
            label={SALON_SETTINGS_TEXT.urlLabel}
            required
            maxLength={50}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            errorText={shown.label}
          />
          <TextField
            label={SALON_SETTINGS_TEXT.urlSlug}
            maxLength={40}
            inputMode="url"
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
            errorText={shown.slug}
          />
        </div>
        <div className={styles.row}>
          <Button type="submit" disabled={busy}>
            {SALON_SETTINGS_TEXT.addUrl}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={deleting !== null}
        title={SALON_SETTINGS_TEXT.deleteUrlConfirm}
        message={deleting?.url ?? ''}
        confirmLabel={SALON_TEXT.delete}
        variant="danger"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Section>
  );
}

// The page ----------------------------------------------------------------------------------------

/**
 * /line/reserve/salon/settings/online: what the customers' booking page shows and accepts (spec §7
 * "Online configuration", salon URLs, configs/reservation). Each section saves on its own; leaving
 * with an unsaved section asks first.
 */
export function SalonOnlinePage() {
  const { salon, error: salonError } = useSalon();
  const sid = salon?.id;
  const online = useOnlineConfig(sid);
  const mounted = useMounted();
  const { anyDirty, report: onDirty } = useDirtySections();
  const onSaved = async (next: SalonOnlineConfig) => {
    if (mounted.current) await online.mutate([next], { revalidate: false });
  };
  const error = salonError ?? online.error;
  return (
    <PageContent className={pageStyles.page}>
      <PageHeader title={SALON_SETTINGS_TEXT.onlineTitle} />
      {error && (
        <p className={styles.notice} role="alert">
          {SALON_TEXT.sharedLoadError}
        </p>
      )}
      {sid === undefined ? (
        !error && <p className={pageStyles.text}>{SALON_TEXT.loading}</p>
      ) : (
        <>
          <RulesSection sid={sid} onDirty={onDirty} />
          <UrlsSection sid={sid} onDirty={onDirty} />
          {online.config ? (
            <>
              <ShopSection sid={sid} online={online.config} onSaved={onSaved} onDirty={onDirty} />
              <FieldsSection sid={sid} online={online.config} onSaved={onSaved} />
              <ActionsSection sid={sid} online={online.config} onSaved={onSaved} onDirty={onDirty} />
            </>
          ) : (
            !online.error && <p className={pageStyles.text}>{SALON_TEXT.loading}</p>
          )}
        </>
      )}
      <LeaveWarning when={anyDirty} />
    </PageContent>
  );
}
