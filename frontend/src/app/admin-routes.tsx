import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from '../features/admin/admin-layout';
import { page } from './lazy-page';

// The admin's routes: loaded only when someone opens /admin-dashboard, so the first page's route table stays
// short however many operator pages there are. The layout comes with this chunk; each page is a lazy chunk of its own.
const admin = {
  items: () => import('../features/admin/storage-item-form-page'),
  discounts: () => import('../features/admin/discount-form-page'),
  cities: () => import('../features/admin/city-form-page'),
  locations: () => import('../features/admin/location-form-page'),
  money: () => import('../features/admin/money-pages'),
};

const AdminDashboardPage = page(() => import('../features/admin/admin-dashboard-page'), (m) => m.AdminDashboardPage);
const AddStorageItemPage = page(admin.items, (m) => m.AddStorageItemPage);
const EditStorageItemPage = page(admin.items, (m) => m.EditStorageItemPage);
const SetDiscountPage = page(admin.discounts, (m) => m.SetDiscountPage);
const EditDiscountPage = page(admin.discounts, (m) => m.EditDiscountPage);
const AddCityPage = page(admin.cities, (m) => m.AddCityPage);
const EditCityPage = page(admin.cities, (m) => m.EditCityPage);
const AddLocationPage = page(admin.locations, (m) => m.AddLocationPage);
const EditLocationPage = page(admin.locations, (m) => m.EditLocationPage);
const BookingsPage = page(() => import('../features/admin/bookings-page'), (m) => m.BookingsPage);
const BookingDetailPage = page(() => import('../features/admin/booking-detail-page'), (m) => m.BookingDetailPage);
const ManifestPage = page(() => import('../features/admin/manifest-page'), (m) => m.ManifestPage);
const OccupancyPage = page(() => import('../features/admin/occupancy-page'), (m) => m.OccupancyPage);
const SettingsPage = page(() => import('../features/admin/settings-page'), (m) => m.SettingsPage);
const ReportsPage = page(admin.money, (m) => m.ReportsPage);
const StaffPage = page(() => import('../features/admin/staff-page'), (m) => m.StaffPage);
const ExportsPage = page(admin.money, (m) => m.ExportsPage);
const DeliveryPage = page(() => import('../features/admin/delivery-page'), (m) => m.DeliveryPage);
const PromoCodesPage = page(admin.money, (m) => m.PromoCodesPage);
const PartnersPage = page(admin.money, (m) => m.PartnersPage);
const ClaimsPage = page(admin.money, (m) => m.ClaimsPage);
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), (m) => m.NotFoundPage);

/** Admins only: the admin layout sends anyone else to /. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<AdminDashboardPage />} />
        <Route path="add-new-storage-item" element={<AddStorageItemPage />} />
        <Route path="edit-storage-item/:id" element={<EditStorageItemPage />} />
        <Route path="set-discounts" element={<SetDiscountPage />} />
        <Route path="edit-discount/:id" element={<EditDiscountPage />} />
        <Route path="add-new-collection-city" element={<AddCityPage />} />
        <Route path="edit-collection-city/:id" element={<EditCityPage />} />
        <Route path="add-new-collection-location" element={<AddLocationPage />} />
        <Route path="edit-collection-location/:id" element={<EditLocationPage />} />
        <Route path="bookings" element={<BookingsPage />} />
        <Route path="bookings/:reference" element={<BookingDetailPage />} />
        <Route path="manifest" element={<ManifestPage />} />
        <Route path="occupancy" element={<OccupancyPage />} />
        <Route path="reports" element={<ReportsPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="delivery" element={<DeliveryPage />} />
        <Route path="exports" element={<ExportsPage />} />
        <Route path="promo-codes" element={<PromoCodesPage />} />
        <Route path="claims" element={<ClaimsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
