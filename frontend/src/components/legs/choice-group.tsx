import { useId } from 'react';
import { usePageTranslation } from '../../lib/i18n/page-language';
import './legs.css';

interface ChoiceGroupProps<T extends string> {
  /** A catalogue key (LEG_CHOICE_KEYS' question), said in the page's language. */
  legend: string;
  value: T;
  /** Each label a catalogue key (LEG_CHOICE_KEYS' choices), or `said`: the label already in words (with its fee or point). */
  choices: readonly { value: T; label: string; said?: string; disabled?: boolean; hint?: string }[];
  onChange: (value: T) => void;
}

/** Radio buttons in a real fieldset: arrow keys move between them, the legend names the group. */
export function ChoiceGroup<T extends string>({ legend, value, choices, onChange }: ChoiceGroupProps<T>) {
  const name = useId();
  const { t } = usePageTranslation('terms');
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t(legend)}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={choice.disabled ? 'choice-group__choice is-disabled' : 'choice-group__choice'}>
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.said ?? t(choice.label)}</span>
          {choice.hint && <span className="choice-group__hint">{choice.hint}</span>}
        </label>
      ))}
    </fieldset>
  );
}
