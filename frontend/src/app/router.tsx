import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { PageSpinner } from '../components/ui/spinner';
import { Layout } from './layout';
import { RouteError } from './route-error';

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
    // The admin feature owns its sub-routes (add/edit items, discounts, cities, locations).
    path: 'admin-dashboard/*',
    lazy: () => import('../features/admin/admin-dashboard-page').then((m) => ({ Component: m.AdminDashboardPage })),
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
