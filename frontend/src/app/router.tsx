import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { Layout } from './layout';
import { page } from './lazy-page';

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
const AdminRoutes = page(() => import('./admin-routes'), (m) => m.AdminRoutes);
const NotFoundPage = page(() => import('../features/not-found/not-found-page'), (m) => m.NotFoundPage);
const CheckInPage = page(() => import('../features/staff/check-in-page'), (m) => m.CheckInPage);
const DriverPage = page(() => import('../features/driver/driver-page'), (m) => m.DriverPage);
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
        {/* Spec section 2's admin routes and the operator's pages, in a chunk of their own (app/admin-routes.tsx). */}
        <Route path="admin-dashboard/*" element={<AdminRoutes />} />
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
