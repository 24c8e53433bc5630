import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { PageSpinner } from '../components/ui/spinner';
import { Layout } from './layout';
import { RouteError } from './route-error';

const admin = {
  items: () => import('../features/admin/storage-item-form-page'),
  discounts: () => import('../features/admin/discount-form-page'),
  cities: () => import('../features/admin/city-form-page'),
  locations: () => import('../features/admin/location-form-page'),
};

/** Spec section 2's admin routes, the edit-collection-location route it implies, and the operator's pages. */
const adminPages: RouteObject[] = [
  { index: true, lazy: () => import('../features/admin/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })) },
  { path: 'add-new-storage-item', lazy: () => admin.items().then((m) => ({ Component: m.AddStorageItemPage })) },
  { path: 'edit-storage-item/:id', lazy: () => admin.items().then((m) => ({ Component: m.EditStorageItemPage })) },
  { path: 'set-discounts', lazy: () => admin.discounts().then((m) => ({ Component: m.SetDiscountPage })) },
  { path: 'edit-discount/:id', lazy: () => admin.discounts().then((m) => ({ Component: m.EditDiscountPage })) },
  { path: 'add-new-collection-city', lazy: () => admin.cities().then((m) => ({ Component: m.AddCityPage })) },
  { path: 'edit-collection-city/:id', lazy: () => admin.cities().then((m) => ({ Component: m.EditCityPage })) },
  { path: 'add-new-collection-location', lazy: () => admin.locations().then((m) => ({ Component: m.AddLocationPage })) },
  { path: 'edit-collection-location/:id', lazy: () => admin.locations().then((m) => ({ Component: m.EditLocationPage })) },
  { path: 'bookings', lazy: () => import('../features/admin/bookings-page').then((m) => ({ Component: m.BookingsPage })) },
  { path: 'bookings/:reference', lazy: () => import('../features/admin/booking-detail-page').then((m) => ({ Component: m.BookingDetailPage })) },
  { path: 'manifest', lazy: () => import('../features/admin/manifest-page').then((m) => ({ Component: m.ManifestPage })) },
  { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

/** Features meet only here. Everything but the home page is its own chunk, loaded on first visit. */
const pages: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'selection',
    lazy: () => import('../features/booking/booking-page').then((m) => ({ Component: m.BookingPage })),
  },
  { path: 'login', lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })) },
  {
    path: 'register',
    lazy: () => import('../features/auth/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'forgot-password',
    lazy: () => import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: 'password-reset/:token',
    lazy: () => import('../features/auth/password-reset-page').then((m) => ({ Component: m.PasswordResetPage })),
  },
  {
    path: 'user-dashboard',
    lazy: () => import('../features/account/user-dashboard-page').then((m) => ({ Component: m.UserDashboardPage })),
  },
  {
    // Admins only (the layout sends anyone else to /); every admin page is its own chunk.
    path: 'admin-dashboard',
    lazy: () => import('../features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
    children: adminPages,
  },
  { path: 'terms', lazy: () => import('../features/legal/terms-page').then((m) => ({ Component: m.TermsPage })) },
  { path: '*', lazy: () => import('../features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    // Shown only while the first page's chunk loads on a deep link.
    HydrateFallback: () => <PageSpinner />,
    children: [{ ErrorBoundary: RouteError, children: pages }],
  },
];

export const createRouter = () => createBrowserRouter(routes);
