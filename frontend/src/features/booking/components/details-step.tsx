import { useEffect, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetails, CustomerField } from '@luggage/contracts';
import type { DetailsError } from '../lib/wizard-state';
import { richText } from '../../../lib/i18n/rich-text';
import { useSay } from '../../../lib/i18n/say';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/text-field';
import { StepFrame } from './step-frame';
import { BackButton, NextButton } from './wizard-actions';

interface DetailsStepProps {
  details: CustomerDetails;
  error?: DetailsError;
  onEdit: (field: CustomerField, value: string | boolean) => void;
  onBack: () => void;
  onNext: () => void;
}

const FIELD_ID: Record<CustomerField, string> = {
  fullName: 'details-full-name',
  contactNumber: 'details-contact-number',
  email: 'details-email',
  agreedToTerms: 'details-terms',
};

export function DetailsStep({ details, error, onEdit, onBack, onNext }: DetailsStepProps) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  const form = useRef<HTMLFormElement>(null);
  const messageFor = (field: CustomerField) => (error?.field === field ? say(error.message) : undefined);

  // After a refused Next, take the visitor to the field that needs attention.
  useEffect(() => {
    if (error) form.current?.querySelector<HTMLElement>(`#${FIELD_ID[error.field]}`)?.focus();
  }, [error]);

  const text = (field: Exclude<CustomerField, 'agreedToTerms'>) => ({
    id: FIELD_ID[field],
    value: details[field],
    error: messageFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onEdit(field, event.target.value),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <StepFrame
        title={t('details.heading')}
        lead={t('details.lead')}
        actions={
          <>
            <BackButton onClick={onBack} />
            <NextButton />
          </>
        }
      >
        <p className="form-note">
          <span aria-hidden="true">* </span>
          {t('details.allRequired')}
        </p>
        <div className="panel form-grid">
          <FormField label={t('details.fullName')} autoComplete="name" {...text('fullName')} />
          <FormField label={t('details.contactNumber')} type="tel" autoComplete="tel" inputMode="tel" {...text('contactNumber')} />
          <FormField label={t('details.email')} type="email" autoComplete="email" inputMode="email" {...text('email')} />
          <TermsCheckbox checked={details.agreedToTerms} error={messageFor('agreedToTerms')} onChange={(v) => onEdit('agreedToTerms', v)} />
        </div>
      </StepFrame>
    </form>
  );
}

function TermsCheckbox({ checked, error, onChange }: { checked: boolean; error?: string; onChange: (value: boolean) => void }) {
  const { t } = useTranslation('checkout');
  const id = FIELD_ID.agreedToTerms;
  return (
    <div className="field field--checkbox">
      <div className="checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          {richText(t('details.agree'), { link: (words) => <NewTabLink href="/terms">{words}</NewTabLink> })}
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={error ? [error] : []} />
      <p className="field__hint">
        {richText(t('details.privacy'), { link: (words) => <NewTabLink href="/privacy">{words}</NewTabLink> })}
      </p>
    </div>
  );
}

function NewTabLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation('checkout');
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('details.newTab')}</span>
    </a>
  );
}
