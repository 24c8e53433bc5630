import { type AdminDashboardData, type CollectionLocationView, DISCOUNT_RULE_LABELS, type DiscountView, type StorageItemView } from '@luggage/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCatalog } from '../../lib/catalog-context';
import { useSession } from '../../lib/session-context';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { activateStorageItem, deactivateStorageItem, getDashboardData } from './api/catalog';
import { ClaimsFigures } from './components/claims-figures';
import { type Column, DataTable } from './components/data-table';
import { firstName, pounds } from './lib/format';
import { OpenIncidents } from './components/booking-custody';

type CityRow = AdminDashboardData['collection_cities'][number];

function Section({ id, title, addTo, addLabel, children }: { id: string; title: string; addTo: string; addLabel: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <div className="admin-section__header">
        <h2 id={id}>{title}</h2>
        <ButtonLink to={addTo} size="sm" variant="secondary">
          {addLabel}
        </ButtonLink>
      </div>
      {children}
    </section>
  );
}

const editLink = (to: string, what: string) => (
  <Link to={to} className="admin-link" onClick={(event) => event.stopPropagation()}>
    Edit<span className="visually-hidden"> {what}</span>
  </Link>
);

function ActiveLabel({ active }: { active: boolean }) {
  return <span className={`admin-badge ${active ? 'admin-badge--on' : 'admin-badge--off'}`}>{active ? 'Active' : 'Inactive'}</span>;
}

function useToggle(reload: () => void) {
  const catalog = useCatalog();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const toggle = async (item: StorageItemView) => {
    setBusy(item.id);
    setError(null);
    try {
      await (item.active ? deactivateStorageItem(item.id) : activateStorageItem(item.id));
      catalog.reload();
      reload();
    } catch (failure) {
      console.warn('Could not change the storage item', failure);
      setError(`Could not ${item.active ? 'deactivate' : 'activate'} ${item.storage_item}. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, toggle };
}

function itemColumns(busy: number | null, toggle: (item: StorageItemView) => void): Column<StorageItemView>[] {
  return [
    { header: 'Code', cell: (item) => <code>{item.code}</code> },
    { header: 'Status', cell: (item) => <ActiveLabel active={item.active} /> },
    { header: 'Title', cell: (item) => item.storage_item },
    { header: 'Price', label: 'Price per night', kind: 'num', cell: (item) => pounds(item.price) },
    { header: 'Day', label: 'Price for a day', kind: 'num', cell: (item) => pounds(item.day_price) },
    { header: 'Description', cell: (item) => <span className="admin-muted">{item.description}</span> },
    {
      header: 'Actions',
      kind: 'actions',
      cell: (item) => (
        <>
          {editLink(`/admin-dashboard/edit-storage-item/${item.id}`, item.storage_item)}
          <Button size="sm" variant={item.active ? 'ghost' : 'secondary'} disabled={busy === item.id} onClick={() => toggle(item)}>
            {item.active ? 'Deactivate' : 'Activate'}
            <span className="visually-hidden"> {item.storage_item}</span>
          </Button>
        </>
      ),
    },
  ];
}

const discountColumns: Column<DiscountView>[] = [
  { header: 'Description', cell: (d) => d.description },
  { header: 'Percentage', kind: 'num', cell: (d) => `${d.discount_percentage}%` },
  { header: 'Applies to', cell: (d) => <span className="admin-muted">{d.rule ? DISCOUNT_RULE_LABELS[d.rule] : 'Not used by pricing'}</span> },
  { header: 'Actions', kind: 'actions', cell: (d) => editLink(`/admin-dashboard/edit-discount/${d.id}`, d.description) },
];

const cityColumns: Column<CityRow>[] = [
  { header: 'City', cell: (c) => c.city },
  { header: 'Lat', label: 'Latitude', kind: 'num', cell: (c) => c.lat },
  { header: 'Lng', label: 'Longitude', kind: 'num', cell: (c) => c.lng },
  { header: 'Actions', kind: 'actions', cell: (c) => editLink(`/admin-dashboard/edit-collection-city/${c.id}`, c.city) },
];

const locationColumns: Column<CollectionLocationView>[] = [
  { header: 'City', cell: (l) => l.city.city },
  { header: 'Location', cell: (l) => l.Location },
  { header: 'Time', cell: (l) => l.collect_return_time },
  { header: 'Lat', label: 'Latitude', kind: 'num', cell: (l) => l.lat },
  { header: 'Lng', label: 'Longitude', kind: 'num', cell: (l) => l.lng },
  { header: 'Actions', kind: 'actions', cell: (l) => editLink(`/admin-dashboard/edit-collection-location/${l.id}`, l.Location) },
];

/** /admin-dashboard: greets the admin and lists the catalog, with a button to add each kind. */
export function AdminDashboardPage() {
  const { user } = useSession();
  usePageTitle('Admin dashboard');
  const { data, error, loading, reload } = useApiData(getDashboardData, 'dashboard');
  const { busy, error: toggleError, toggle } = useToggle(reload);

  return (
    <div className="admin-dashboard">
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Admin dashboard</p>
          <h1>Hello, {firstName(user?.name ?? '')}</h1>
        </div>
        <Button variant="ghost" size="sm" onClick={reload} disabled={loading} aria-busy={loading}>
          Refresh data
        </Button>
      </div>
      <div role="alert" className="admin-message-slot">
        {(toggleError ?? (data && error?.message)) && <p className="admin-message admin-message--error">{toggleError ?? error?.message}</p>}
      </div>
      <OpenIncidents />
      {!data && loading && <PageSpinner label="Loading the dashboard…" />}
      {!data && error && (
        <div className="admin-card admin-card--status">
          <p>The dashboard could not be loaded: {error.message}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
      <ClaimsFigures />
      {data && (
        <>
          <Section id="admin-items" title="Storage items" addTo="/admin-dashboard/add-new-storage-item" addLabel="Add storage item">
            <DataTable caption="Storage items" columns={itemColumns(busy, toggle)} rows={data.storage_items} rowKey={(i) => i.id} empty="No storage items yet." />
          </Section>
          <Section id="admin-discounts" title="Discounts" addTo="/admin-dashboard/set-discounts" addLabel="Set discount">
            <DataTable caption="Active discounts" columns={discountColumns} rows={data.discount_items} rowKey={(d) => d.id} onRowClick={reload} empty="No active discounts." />
          </Section>
          <Section id="admin-cities" title="Collection cities" addTo="/admin-dashboard/add-new-collection-city" addLabel="Add city">
            <DataTable caption="Collection cities" columns={cityColumns} rows={data.collection_cities} rowKey={(c) => c.id} onRowClick={reload} empty="No cities yet." />
          </Section>
          <Section id="admin-locations" title="Collection locations" addTo="/admin-dashboard/add-new-collection-location" addLabel="Add location">
            <DataTable
              caption="Collection locations"
              columns={locationColumns}
              rows={data.collection_locations}
              rowKey={(l) => l.id}
              onRowClick={reload}
              empty="No collection locations yet."
            />
          </Section>
        </>
      )}
    </div>
  );
}
