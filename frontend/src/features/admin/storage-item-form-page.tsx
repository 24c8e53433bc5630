import { ADMIN_LIMITS, type AdminStorageItem } from '@luggage/contracts';
import { useParams } from 'react-router-dom';
import { editStorageItem, getStorageItem, storeStorageItem } from './api/catalog';
import { AdminFormPage, RecordGate } from './components/admin-form';
import { InputField, TextAreaField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { numberField, text, useAdminForm } from './hooks/use-admin-form';
import { TranslationFields, translationsFrom } from './components/translation-fields';

/** A new item's day price left empty is not sent: its day costs the night price. An item's saved one is required. */
const dayPrice = (data: FormData, editing: boolean): number | undefined =>
  !editing && text(data, 'fullCostPerDay').trim() === '' ? undefined : numberField(data, 'fullCostPerDay');

const fields = (data: FormData, editing: boolean) => ({
  title: text(data, 'title'),
  itemDescription: text(data, 'itemDescription'),
  fullCostPerNight: numberField(data, 'fullCostPerNight'),
  fullCostPerDay: dayPrice(data, editing),
  translations: translationsFrom(data, ['title', 'itemDescription']),
});

function StorageItemForm({ item }: { item?: AdminStorageItem }) {
  const form = useAdminForm((data) => (item ? editStorageItem({ storageItemId: item.id, ...fields(data, true) }) : storeStorageItem(fields(data, false))));
  const { errors } = form;
  return (
    <AdminFormPage
      title={item ? 'Edit storage item' : 'Add a storage item'}
      intro={item ? undefined : 'The wizard offers a new item at once. Its code is made from the title.'}
      submitLabel={item ? 'Save changes' : 'Add storage item'}
      {...form}
    >
      <InputField idPrefix="admin" name="title" label="Title" required maxLength={ADMIN_LIMITS.titleMax} defaultValue={item?.storage_item} errors={errors.title} />
      <TextAreaField idPrefix="admin"
        name="itemDescription"
        label="Description"
        required
        maxLength={ADMIN_LIMITS.itemDescriptionMax}
        defaultValue={item?.description}
        errors={errors.itemDescription}
      />
      <InputField idPrefix="admin"
        name="fullCostPerNight"
        label="Full cost per night (£)"
        type="number"
        inputMode="decimal"
        min={ADMIN_LIMITS.priceMinPounds}
        step="any"
        required
        defaultValue={item?.price}
        errors={errors.fullCostPerNight}
      />
      <InputField idPrefix="admin"
        name="fullCostPerDay"
        label="Price for a day"
        hint={item ? 'In pounds: one item dropped off and picked up the same day.' : 'In pounds: one item dropped off and picked up the same day. Left empty, a day costs the night price.'}
        type="number"
        inputMode="decimal"
        min={ADMIN_LIMITS.priceMinPounds}
        step="any"
        required={item !== undefined}
        defaultValue={item?.day_price}
        errors={errors.fullCostPerDay}
      />
      <TranslationFields
        idPrefix="admin"
        errors={errors}
        texts={[
          { field: 'title', label: 'Title', max: ADMIN_LIMITS.titleMax, saved: item?.nameTranslations },
          { field: 'itemDescription', label: 'Description', max: ADMIN_LIMITS.itemDescriptionMax, saved: item?.descriptionTranslations, multiline: true },
        ]}
      />
    </AdminFormPage>
  );
}

/** /admin-dashboard/add-new-storage-item */
export function AddStorageItemPage() {
  return <StorageItemForm />;
}

/** /admin-dashboard/edit-storage-item/{id} */
export function EditStorageItemPage() {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useApiData((signal) => getStorageItem(id, signal), id);
  if (!data || loading) return <RecordGate what="Storage item" loading={loading} error={error} onRetry={reload} />;
  return <StorageItemForm key={data.id} item={data} />;
}
