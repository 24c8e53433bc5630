import { ADMIN_LIMITS, type AdminDiscount, DISCOUNT_RULE_LABELS, DISCOUNT_RULES } from '@luggage/contracts';
import { useParams } from 'react-router-dom';
import { editDiscount, getDashboardData, getDiscount, setNewDiscount } from './api/catalog';
import { AdminFormPage, RecordGate } from './components/admin-form';
import { InputField, SelectField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { numberField, text, useAdminForm } from './hooks/use-admin-form';

/** /admin-dashboard/set-discounts: description and percentage (min 0), and optionally the pricing rule it feeds. */
export function SetDiscountPage() {
  const dashboard = useApiData(getDashboardData, 'dashboard');
  const freeRules = dashboard.data?.free_discount_rules ?? [];
  // Spec section 4: the errors map is not cleared before the set-new-discount action.
  const form = useAdminForm(
    (data) => {
      const rule = DISCOUNT_RULES.find((candidate) => candidate === text(data, 'rule')) ?? null;
      return setNewDiscount({ description: text(data, 'description'), discount: numberField(data, 'discount'), rule });
    },
    { keepErrorsWhileSubmitting: true },
  );
  const { errors } = form;
  return (
    <AdminFormPage title="Set a discount" submitLabel="Set discount" {...form}>
      <InputField idPrefix="admin" name="description" label="Description" required maxLength={ADMIN_LIMITS.discountDescriptionMax} errors={errors.description} />
      <InputField idPrefix="admin"
        name="discount"
        label="Discount percentage"
        type="number"
        inputMode="numeric"
        min={ADMIN_LIMITS.newDiscountMin}
        max={ADMIN_LIMITS.discountMax}
        required
        errors={errors.discount}
      />
      <SelectField idPrefix="admin"
        name="rule"
        label="Applies to"
        hint={freeRules.length > 0 ? 'Prices use a discount only through the rule it applies to.' : 'Every pricing rule has a discount already: edit that one to change prices.'}
        defaultValue=""
        errors={errors.rule}
      >
        <option value="">Not used by pricing yet</option>
        {freeRules.map((rule) => (
          <option key={rule} value={rule}>
            {DISCOUNT_RULE_LABELS[rule]}
          </option>
        ))}
      </SelectField>
    </AdminFormPage>
  );
}

function EditDiscountForm({ discount }: { discount: AdminDiscount }) {
  // The spec's client sends the description as `title`.
  const form = useAdminForm((data) => editDiscount({ discountId: discount.id, title: text(data, 'title'), discount: numberField(data, 'discount') }));
  const { errors } = form;
  return (
    <AdminFormPage title="Edit discount" submitLabel="Save changes" {...form}>
      <InputField idPrefix="admin" name="title" label="Description" required maxLength={ADMIN_LIMITS.discountDescriptionMax} defaultValue={discount.description} errors={errors.title} />
      <InputField idPrefix="admin"
        name="discount"
        label="Discount percentage"
        type="number"
        inputMode="numeric"
        min={ADMIN_LIMITS.editDiscountMin}
        max={ADMIN_LIMITS.discountMax}
        required
        defaultValue={discount.discount_percentage}
        errors={errors.discount}
      />
    </AdminFormPage>
  );
}

/** /admin-dashboard/edit-discount/{id} */
export function EditDiscountPage() {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useApiData((signal) => getDiscount(id, signal), id);
  if (!data || loading) return <RecordGate what="Discount" loading={loading} error={error} onRetry={reload} />;
  return <EditDiscountForm key={data.id} discount={data} />;
}
