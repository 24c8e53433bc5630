import { ADMIN_LIMITS, type CollectionCityView } from '@luggage/contracts';
import { useParams } from 'react-router-dom';
import { editCity, getCity, storeCity } from './api/catalog';
import { AdminFormPage, RecordGate } from './components/admin-form';
import { InputField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { numberField, text, useAdminForm } from './hooks/use-admin-form';

const fields = (data: FormData) => ({ city: text(data, 'city'), lat: numberField(data, 'lat'), lng: numberField(data, 'lng') });

function CityForm({ city }: { city?: CollectionCityView }) {
  const form = useAdminForm((data) => (city ? editCity({ cityId: city.id, ...fields(data) }) : storeCity(fields(data))));
  const { errors } = form;
  return (
    <AdminFormPage
      title={city ? 'Edit collection city' : 'Add a collection city'}
      intro="The map in the wizard centres on the city's latitude and longitude."
      submitLabel={city ? 'Save changes' : 'Add city'}
      {...form}
    >
      <InputField idPrefix="admin" name="city" label="City" required maxLength={ADMIN_LIMITS.cityMax} defaultValue={city?.city} errors={errors.city} />
      <div className="admin-form__pair">
        <InputField idPrefix="admin" name="lat" label="Latitude" type="number" inputMode="decimal" step="any" min={-90} max={90} required defaultValue={city?.lat} errors={errors.lat} />
        <InputField idPrefix="admin" name="lng" label="Longitude" type="number" inputMode="decimal" step="any" min={-180} max={180} required defaultValue={city?.lng} errors={errors.lng} />
      </div>
    </AdminFormPage>
  );
}

/** /admin-dashboard/add-new-collection-city */
export function AddCityPage() {
  return <CityForm />;
}

/** /admin-dashboard/edit-collection-city/{id} */
export function EditCityPage() {
  const { id = '' } = useParams();
  const { data, error, loading, reload } = useApiData((signal) => getCity(id, signal), id);
  if (!data || loading) return <RecordGate what="City" loading={loading} error={error} onRetry={reload} />;
  return <CityForm key={data.id} city={data} />;
}
