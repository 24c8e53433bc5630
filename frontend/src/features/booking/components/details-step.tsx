import { useEffect, useRef, type ChangeEvent } from 'react';
import { TEXTS, type CustomerDetails, type CustomerField, type Text } from '@luggage/contracts';
import type { DetailsError } from '../lib/wizard-state';
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
  const form = useRef<HTMLFormElement>(null);
  const messageFor = (field: CustomerField) => (error?.field === field ? error.message : undefined);

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
        title={TEXTS.detailsHeading}
        lead="We send your booking confirmation to this email and call this number only if plans change."
        actions={
          <>
            <BackButton onClick={onBack} />
            <NextButton />
          </>
        }
      >
        <p className="form-note">
          <span aria-hidden="true">* </span>All fields are required.
        </p>
        <div className="panel form-grid">
          <FormField label="Full Name" autoComplete="name" {...text('fullName')} />
          <FormField label="Contact Number" type="tel" autoComplete="tel" inputMode="tel" {...text('contactNumber')} />
          <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...text('email')} />
          <TermsCheckbox checked={details.agreedToTerms} error={messageFor('agreedToTerms')} onChange={(v) => onEdit('agreedToTerms', v)} />
        </div>
      </StepFrame>
    </form>
  );
}

function TermsCheckbox({ checked, error, onChange }: { checked: boolean; error?: Text; onChange: (value: boolean) => void }) {
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
          I agree to the{' '}
          <a href="/terms" target="_blank" rel="noopener">
            terms and conditions
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
      </div>
      <FieldError id={`${id}-error`} messages={error ? [error] : []} />
      <p className="field__hint">
        How we use your details:{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          privacy notice
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
