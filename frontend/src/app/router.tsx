import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { Layout } from './layout';

// Declarative routes with React.lazy rather than a data router: the same lazy chunks for about 15 KB less
// JavaScript on the first page (the data router's loaders and actions are not used here).
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const admin = {
  items: () => import('../features/admin/storage-item-form-page'),
  discounts: () => import('../features/admin/discount-form-page'),
  cities: () => import('../features/admin/city-form-page'),
  locations: () => import('../features/admin/location-form-page'),
  money: () => import('../features/admin/money-pages'),
};

const BookingPage = page(() => import('../features/booking/booking-page'), (m) => m.BookingPage);
const LoginPage = page(() => import('../features/auth/login-page'), (m) => m.LoginPage);
const RegisterPage = page(() => import('../features/auth/register-page'), (m) => m.RegisterPage);
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'), (m) => m.ForgotPasswordPage);
const PasswordResetPage = page(() => import('../features/auth/password-reset-page'), (m) => m.PasswordResetPage);
const SetPasswordPage = page(() => import('../features/auth/password-reset-page'), (m) => m.SetPasswordPage);
const UserDashboardPage = page(() => import('../features/account/user-dashboard-page'), (m) => m.UserDashboardPage);
const VerifyEmailPage = page(() => import('../features/account/verify-email-page'), (m) => m.VerifyEmailPage);
const TermsPage = page(() => import('../features/legal/terms-page'), (m) => m.TermsPage);
const PrivacyPage = page(() => import('../features/legal/privacy-page'), (m) => m.PrivacyPage);
const ManagePage = page(() => import('../features/manage/manage-page'), (m) => m.ManagePage);
const FindBookingPage = page(() => import('../features/manage/find-booking-page'), (m) => m.FindBookingPage);
const BookingConfirmedPage = page(() => import('../features/manage/booking-confirmed-page'), (m) => m.BookingConfirmedPage);
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), (m) => m.NotFoundPage);
const AdminLayout = page(() => import('../features/admin/admin-layout'), (m) => m.AdminLayout);
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
const CheckInPage = page(() => import('../features/staff/check-in-page'), (m) => m.CheckInPage);
const DriverPage = page(() => import('../features/driver/driver-page'), (m) => m.DriverPage);
const StaffPage = page(() => import('../features/admin/staff-page'), (m) => m.StaffPage);
const ExportsPage = page(admin.money, (m) => m.ExportsPage);
const DeliveryPage = page(() => import('../features/admin/delivery-page'), (m) => m.DeliveryPage);
const PromoCodesPage = page(admin.money, (m) => m.PromoCodesPage);
const PartnersPage = page(admin.money, (m) => m.PartnersPage);
const ClaimsPage = page(admin.money, (m) => m.ClaimsPage);
const PartnerPage = page(() => import('../features/partner/partner-page'), (m) => m.PartnerPage);

/** Features meet only here. Everything but the home page is its own chunk, loaded on first visit. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="selection" element={<BookingPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="register" element={<RegisterPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="password-reset/:token" element={<PasswordResetPage />} />
        <Route path="set-password/:token" element={<SetPasswordPage />} />
        <Route path="user-dashboard" element={<UserDashboardPage />} />
        <Route path="verify-email/:token" element={<VerifyEmailPage />} />
        {/* Spec section 2's admin routes, the edit-collection-location route it implies, and the operator's pages.
            Admins only: the admin layout sends anyone else to /. */}
        <Route path="admin-dashboard" element={<AdminLayout />}>
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
        {/* Staff check-in at the point, for staff and admins (the page sends anyone else away). */}
        <Route path="staff" element={<CheckInPage />} />
        {/* The driver's day, for drivers and admins (the page sends anyone else where they belong). */}
        <Route path="driver" element={<DriverPage />} />
        {/* A partner's page: booking for its guests, its bookings and its statement (partners only). */}
        <Route path="partner" element={<PartnerPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        {/* A booking after payment: its secret manage link, finding it by reference and email, the confirmation page. */}
        <Route path="manage/:token" element={<ManagePage />} />
        <Route path="find-booking" element={<FindBookingPage />} />
        <Route path="booking-confirmed/:reference" element={<BookingConfirmedPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
