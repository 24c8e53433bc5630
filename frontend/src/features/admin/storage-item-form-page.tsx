import { ADMIN_LIMITS, type AdminStorageItem } from '@luggage/contracts';
import { useParams } from 'react-router-dom';
import { editStorageItem, getStorageItem, storeStorageItem } from './api/catalog';
import { AdminFormPage, RecordGate } from './components/admin-form';
import { InputField, TextAreaField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { numberField, text, useAdminForm } from './hooks/use-admin-form';
import { TranslationFields, translationsFrom } from './components/translation-fields';

const fields = (data: FormData) => ({
  title: text(data, 'title'),
  itemDescription: text(data, 'itemDescription'),
  fullCostPerNight: numberField(data, 'fullCostPerNight'),
  translations: translationsFrom(data, ['title', 'itemDescription']),
});

function StorageItemForm({ item }: { item?: AdminStorageItem }) {
  const form = useAdminForm((data) => (item ? editStorageItem({ storageItemId: item.id, ...fields(data) }) : storeStorageItem(fields(data))));
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
