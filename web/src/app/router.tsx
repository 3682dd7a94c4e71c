import { createBrowserRouter } from 'react-router-dom';
import { TopProgress } from '../components/top-progress';
import { GuestOnly } from '../features/auth/components/guest-only';
import { BlankLayoutRoute } from './blank-layout-route';
import { RootRoute } from './root-route';

/** The query cache: a pathless layout route above every route that calls the API. */
const queryLayer = async () => ({ Component: (await import('./query-layer')).QueryLayer });
/** reactfire's providers (app/firebase-binding.tsx): lazy, so /login does without them. */
const firebaseBinding = async () => ({ Component: (await import('./firebase-binding')).FirebaseBinding });

/**
 * Routes (spec §2). Pages and the signed-in shell load lazily, so the first JS stays small;
 * the router holds the navigation in `loading` meanwhile and RootRoute shows the progress bar.
 */
export const router = createBrowserRouter([
  {
    Component: RootRoute,
    HydrateFallback: TopProgress,
    children: [
      {
        Component: BlankLayoutRoute,
        children: [
          {
            // reactfire, then the query cache (app/query-layer.tsx) for the routes below; /login
            // does without both.
            lazy: firebaseBinding,
            children: [
              {
                lazy: queryLayer,
                children: [
                  // PUBLIC SIGN-UP ROUTES: beside GuestOnly, not inside it, because a signed-in account
                  // without a profile (a Google sign-in) finishes sign-up here too (PRODUCT.md Lifecycle 2).
                  {
                    path: 'two-steps',
                    lazy: async () => ({
                      Component: (await import('../features/sign-up/pages/two-steps-page')).TwoStepsPage,
                    }),
                  },
                  {
                    // Redirects to /two-steps itself when the invite code step was skipped (spec §2).
                    path: 'register',
                    lazy: async () => ({
                      Component: (await import('../features/sign-up/pages/register-page')).RegisterPage,
                    }),
                  },
                ],
              },
            ],
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/login-page')).LoginPage,
                }),
              },
            ],
          },
          {
            path: 'pages/misc/not-found/*',
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      {
        // reactfire and the sign-in guard (app/firebase-binding.tsx), loaded with the first
        // signed-in page.
        lazy: async () => ({ Component: (await import('./firebase-binding')).SignedInBinding }),
        children: [
          {
            lazy: queryLayer,
            children: [
              {
                lazy: async () => ({
                  Component: (await import('./default-layout-route')).DefaultLayoutRoute,
                }),
                children: [
                  {
                    // Member pages: only for active members (pending, deactivated and profile-less
                    // accounts see their own screen); admins pass. Admin routes stay outside it.
                    lazy: async () => ({
                      Component: (await import('../features/auth/components/account-status-gate'))
                        .AccountStatusGate,
                    }),
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../features/home/pages/home-page')).HomePage,
                        }),
                      },
                      {
                        path: 'notice',
                        lazy: async () => ({
                          Component: (await import('../features/notice/pages/notice-list-page'))
                            .NoticeListPage,
                        }),
                      },
                      {
                        path: 'notice/:id',
                        lazy: async () => ({
                          Component: (await import('../features/notice/pages/notice-detail-page'))
                            .NoticeDetailPage,
                        }),
                      },
                      {
                        path: 'property',
                        lazy: async () => ({
                          Component: (await import('../features/property/pages/property-page')).PropertyPage,
                        }),
                      },
                      {
                        path: 'transaction',
                        lazy: async () => ({
                          Component: (await import('../features/transactions/pages/transactions-page'))
                            .TransactionsPage,
                        }),
                      },
                      {
                        // The receipt of one transaction (거래 접수증), where registering ends.
                        path: 'transaction/:id',
                        lazy: async () => ({
                          Component: (await import('../features/transactions/pages/transaction-receipt-page'))
                            .TransactionReceiptPage,
                        }),
                      },
                      {
                        // The list, and with an id the statement (정산 명세서): settlement-route.tsx.
                        path: 'settlement/:id?',
                        lazy: async () => ({
                          Component: (await import('../features/settlement/pages/settlement-route'))
                            .SettlementRoute,
                        }),
                      },
                      {
                        // The member's inbox (issue 17): every message, paged; the bell shows the latest.
                        path: 'notification',
                        lazy: async () => ({
                          Component: (await import('../features/push/pages/notification-page'))
                            .NotificationPage,
                        }),
                      },
                      {
                        path: 'setting/id',
                        lazy: async () => ({
                          Component: (await import('../features/settings/pages/id-setting-page'))
                            .IdSettingPage,
                        }),
                      },
                      {
                        // The second factor (issue 16): admins are sent here until they have one.
                        path: 'setting/security',
                        lazy: async () => ({
                          Component: (await import('../features/auth/pages/security-page')).SecurityPage,
                        }),
                      },
                      {
                        path: 'setting/app',
                        lazy: async () => ({
                          Component: (await import('../features/settings/pages/app-setting-page'))
                            .AppSettingPage,
                        }),
                      },
                    ],
                  },
                  {
                    // Admin only: anyone else sees the not-found content. The guard is lazy too, so it
                    // stays out of the first JS.
                    path: 'admin',
                    lazy: async () => ({
                      Component: (await import('../features/auth/components/require-admin')).RequireAdmin,
                    }),
                    children: [
                      {
                        index: true,
                        lazy: async () => ({
                          Component: (await import('../features/admin-dashboard/pages/admin-dashboard-page'))
                            .AdminDashboardPage,
                        }),
                      },
                      {
                        path: 'transaction',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-transactions/pages/pending-transactions-page')
                          ).PendingTransactionsPage,
                        }),
                      },
                      {
                        path: 'approvals',
                        lazy: async () => ({
                          Component: (await import('../features/admin-approvals/pages/admin-approvals-page'))
                            .AdminApprovalsPage,
                        }),
                      },
                      {
                        path: 'successtrans',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-transactions/pages/processed-transactions-page')
                          ).ProcessedTransactionsPage,
                        }),
                      },
                      {
                        path: 'settlement',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-settlement/pages/admin-settlement-page')
                          ).AdminSettlementPage,
                        }),
                      },
                      {
                        // 정산 내역 (issue 18): the batches so far, and one with its lines.
                        path: 'settlement/history',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-settlement/pages/settlement-history-page')
                          ).SettlementHistoryPage,
                        }),
                      },
                      {
                        path: 'settlement/history/:batchId',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-settlement/pages/settlement-batch-page')
                          ).SettlementBatchPage,
                        }),
                      },
                      {
                        path: 'notice',
                        lazy: async () => ({
                          Component: (await import('../features/admin-notice/pages/admin-notice-page'))
                            .AdminNoticePage,
                        }),
                      },
                      {
                        path: 'notification',
                        lazy: async () => ({
                          Component: (
                            await import('../features/admin-notification/pages/admin-notification-page')
                          ).AdminNotificationPage,
                        }),
                      },
                      {
                        path: 'schedule',
                        lazy: async () => ({
                          Component: (await import('../features/admin-schedule/pages/admin-schedule-page'))
                            .AdminSchedulePage,
                        }),
                      },
                      {
                        path: 'verification',
                        lazy: async () => ({
                          Component: (await import('../features/admin-users/pages/verification-page'))
                            .VerificationPage,
                        }),
                      },
                      {
                        path: 'user',
                        lazy: async () => ({
                          Component: (await import('./admin-users-route')).AdminUsersRoute,
                        }),
                      },
                      {
                        path: 'user/:id',
                        lazy: async () => ({
                          Component: (await import('./admin-member-route')).AdminMemberRoute,
                        }),
                      },
                      {
                        path: 'audit',
                        lazy: async () => ({
                          Component: (await import('../features/admin-audit/pages/admin-audit-page'))
                            .AdminAuditPage,
                        }),
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
]);
