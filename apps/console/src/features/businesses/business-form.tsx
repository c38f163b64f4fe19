import { Alert, List, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  TBusinessCreate,
  TBusinessDetails,
  TBusinessUpdate,
} from '@oc/domain/catalogue/business.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../components/save-bar';
import { useCreateBusiness } from '../../data/businesses/create-business';
import { useUpdateBusiness } from '../../data/businesses/update-business';
import { ApiError } from '../../lib/api-client';
import { enterDoesNotSave } from '../../lib/enter-does-not-save';
import { translateServerMessage } from '../../lib/i18n';
import {
  changesOf,
  formValuesOf,
  requestOf,
  sameValues,
  type TBusinessFormValues,
} from './business-form-values';
import { businessResolver, fieldOfMessage } from './business-validation';
import type { TBusinessForm } from './field-error';
import { HoursSection } from './hours-section';
import { IdentitySection } from './identity-section';
import { ImagesSection } from './images-section';
import { LocationSection } from './location-section';
import { OrderingSection } from './ordering-section';
import { TranslationsSection } from './translations-section';
import '../../lib/page-words/businesses';

/**
 * The save bar, shown while the values differ from the saved ones. It alone follows every value
 * typed: the sections draw again only for their own fields.
 */
function FormSaveBar({
  form,
  saved,
  ...props
}: { form: TBusinessForm; saved: TBusinessFormValues } & Omit<
  ComponentProps<typeof SaveBar>,
  'isDirty'
>) {
  const values = useWatch({ control: form.control }) as TBusinessFormValues;
  return <SaveBar isDirty={!sameValues(values, saved)} {...props} />;
}

type TProps = {
  /** The business to edit, as saved; null for a new one. */
  business: TBusinessDetails | null;
  /** A new business was created: the page moves to it. */
  onCreated?: (business: TBusinessDetails) => void;
};

/**
 * A business's form, for a new business and an existing one alike: four sections saved together
 * from the save bar (docs/product/screens.md#saving), and, once the business exists, its logo and
 * header, each saved as it is uploaded. A new business sends every field; an edit only the changed
 * ones. Checked with the domain's schemas as the server checks it; what the server still refuses
 * is shown on its field, or above the form when it is about no one field.
 */
export function BusinessForm({ business, onCreated }: TProps) {
  const { t, i18n } = useTranslation();
  const isNew = business === null;
  // What the changes are measured against: the business as loaded, then as last saved here.
  const saved = useRef(formValuesOf(business, i18n.language));
  // A new business's address follows its name until the owner writes one.
  const isSlugAuto = useRef(isNew);
  const [created, setCreated] = useState<TBusinessDetails | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const problemsRef = useRef<HTMLDivElement>(null);
  const messages = {
    amount: t('businesses.form.amountNotNumber'),
    latitude: MESSAGES.BUSINESS_LATITUDE_RANGE,
    longitude: MESSAGES.BUSINESS_LONGITUDE_RANGE,
    minutes: MESSAGES.BUSINESS_MINUTES_RANGE,
  };
  const savedRequest = () =>
    isNew ? null : requestOf(saved.current, messages, { language: i18n.language }).request;
  const options = () => ({
    messages,
    language: i18n.language,
    saved: savedRequest(),
    isSlugAuto: isSlugAuto.current,
  });
  const form = useForm<TBusinessFormValues>({
    defaultValues: saved.current,
    mode: 'onTouched',
    resolver: businessResolver(() => options()),
  });
  const create = useCreateBusiness();
  const update = useUpdateBusiness(business?.id ?? 0);
  const isSaving = create.isPending || update.isPending;

  // Once the new business's form holds what was saved (nothing left unsaved, so leaving does not
  // ask), the page moves to the business.
  useEffect(() => {
    if (created) onCreated?.(created);
  }, [created, onCreated]);

  useEffect(() => {
    if (problems.length > 0) problemsRef.current?.focus();
  }, [problems]);

  const showRefusal = (error: unknown) => {
    if (!(error instanceof ApiError) || error.messages.length === 0) {
      setProblems([t('businesses.form.saveFailed')]);
      return;
    }
    const above: string[] = [];
    let isFirst = true;
    for (const message of error.messages) {
      const field = fieldOfMessage(message);
      if (field) {
        form.setError(field, { type: 'server', message }, { shouldFocus: isFirst });
        isFirst = false;
      } else above.push(translateServerMessage(message));
    }
    setProblems(above);
  };

  const handleValid = async (submitted: TBusinessFormValues) => {
    setProblems([]);
    const { request } = requestOf(submitted, messages, {
      language: i18n.language,
      isNew,
      isSlugAuto: isSlugAuto.current,
    });
    const before = savedRequest();
    const changes = before ? changesOf(request, before) : request;
    // Written differently but the same (2.5 for 2.50): nothing to send.
    if (Object.keys(changes).length === 0) {
      form.reset(saved.current);
      return;
    }
    let stored: TBusinessDetails;
    try {
      stored = before
        ? await update.mutateAsync(changes as TBusinessUpdate)
        : await create.mutateAsync(request as TBusinessCreate);
    } catch (error) {
      showRefusal(error);
      return; // everything typed stays on screen
    }
    saved.current = formValuesOf(stored, i18n.language);
    // The saved values become the baseline; a field edited while the save was on its way keeps
    // its newer value and stays a change.
    const now = form.getValues();
    form.reset(saved.current);
    for (const field of Object.keys(now) as (keyof TBusinessFormValues)[]) {
      if (JSON.stringify(now[field]) !== JSON.stringify(submitted[field]))
        form.setValue(field, now[field], { shouldDirty: true });
    }
    notifications.show({
      color: 'green',
      message: isNew ? t('businesses.form.created') : t('businesses.form.saved'),
    });
    if (isNew) setCreated(stored);
  };

  const handleDiscard = () => {
    form.reset(saved.current);
    isSlugAuto.current = isNew;
    setProblems([]);
  };

  return (
    <form onSubmit={form.handleSubmit(handleValid)} onKeyDown={enterDoesNotSave} noValidate>
      <Stack>
        {problems.length > 0 && (
          <Alert
            ref={problemsRef}
            tabIndex={-1}
            color="red"
            role="alert"
            title={t('businesses.form.refused')}
          >
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <IdentitySection form={form} isSlugAuto={isNew ? isSlugAuto : null} />
        <TranslationsSection form={form} />
        {/* Images are uploaded to the business, so it must exist first. */}
        {business && <ImagesSection businessId={business.id} />}
        <LocationSection form={form} />
        <HoursSection form={form} />
        <OrderingSection form={form} />
        <FormSaveBar
          form={form}
          saved={saved.current}
          isSaving={isSaving}
          saveLabel={isNew ? t('businesses.form.create') : t('businesses.form.save')}
          onDiscard={handleDiscard}
        />
      </Stack>
    </form>
  );
}
