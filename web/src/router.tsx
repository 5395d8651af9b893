import type { RouteObject } from 'react-router-dom';
import { SURVEY_QUESTION_COUNT } from '@civic/contracts/rules';
import { PublicLayout, RootLayout } from '@/components/layout/layouts';
import { ProtectedRoute } from '@/components/layout/protected-route';
import type { RouteMeta } from '@/components/layout/route-effects';
import { LoadingScreen } from '@/components/ui/spinner';
import { NotFoundPage } from '@/pages/not-found';

const meta = (title: string, description: string): { meta: RouteMeta } => ({ meta: { title, description } });


export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => <LoadingScreen />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: '/',
            lazy: () => import('@/pages/landing').then((m) => ({ Component: m.LandingPage })),
            handle: meta(
              'Civic | Your values, your vote, your district',
              'Take a 3-minute values survey, vote on real bills, discuss them respectfully with neighbours and see what your district decides.',
            ),
          },
          {
            path: '/features',
            lazy: () => import('@/pages/features').then((m) => ({ Component: m.FeaturesPage })),
            handle: meta(
              'Features | Civic',
              'Plain-language bills, a moral-foundations values profile, policy-neutral moderation and local events: see what Civic offers voters.',
            ),
          },
          {
            path: '/about',
            lazy: () => import('@/pages/about').then((m) => ({ Component: m.AboutPage })),
            handle: meta(
              'About | Civic',
              "Civic's mission, the three-point pledge for partner parties, and the principles of Respect, Clarity and Community.",
            ),
          },
          {
            path: '/how-it-works',
            lazy: () => import('@/pages/how-it-works').then((m) => ({ Component: m.HowItWorksPage })),
            handle: meta(
              'How It Works | Civic',
              'Sign up, take the values survey, vote on bills, then discuss and connect with voters in your district.',
            ),
          },
          {
            path: '/privacy',
            lazy: () => import('@/pages/legal').then((m) => ({ Component: m.PrivacyPage })),
            handle: meta('Privacy Policy | Civic', 'How Civic collects, uses and protects your information, and the choices you have.'),
          },
          {
            path: '/terms',
            lazy: () => import('@/pages/legal').then((m) => ({ Component: m.TermsPage })),
            handle: meta('Terms of Service | Civic', 'The terms for using Civic, including community standards and how changes are announced.'),
          },
          {
            path: '/districts',
            lazy: () => import('@/pages/district-page').then((m) => ({ Component: m.DistrictPage })),
            handle: meta('Find Your District | Civic', 'Find your congressional district by ZIP code and see how its voters and its members of Congress decided.'),
          },
          {
            path: '/districts/:district',
            lazy: () => import('@/pages/district-page').then((m) => ({ Component: m.DistrictPage })),
            handle: meta(
              'Congressional District | Civic',
              'How a district’s voters decided on the bills Congress voted on, beside the votes of its representative and senators.',
            ),
          },
          {
            path: '/open-data',
            lazy: () => import('@/pages/open-data-page').then((m) => ({ Component: m.OpenDataPage })),
            handle: meta('Open Data | Civic', 'District tallies as CSV and JSON under CC BY 4.0, with the data dictionary and the small-count rule.'),
          },
          {
            path: '/login',
            lazy: () => import('@/pages/auth').then((m) => ({ Component: m.AuthPage })),
            handle: meta('Log In | Civic', 'Log in to Civic to vote on bills, join discussions and see what your district decides.'),
          },
          {
            path: '/signup',
            lazy: () => import('@/pages/auth').then((m) => ({ Component: m.AuthPage })),
            handle: meta('Sign Up | Civic', 'Create a Civic account: the values survey and your first votes take under 3 minutes.'),
          },
          {
            path: '*',
            element: <NotFoundPage />,
            handle: meta('404 Page Not Found | Civic', 'The page you are looking for does not exist.'),
          },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            path: '/dashboard',
            lazy: () => import('@/features/dashboard/home-screen').then((m) => ({ Component: m.HomeScreen })),
            handle: meta('Dashboard | Civic', 'Your feed, bills, votes, events, messages and the voters you follow.'),
          },
          {
            path: '/personal-info',
            lazy: () => import('@/pages/personal-info-page').then((m) => ({ Component: m.PersonalInfoPage })),
            handle: meta('Complete Your Profile | Civic', 'Step 1 of 3: your name and address, used to find your congressional district.'),
          },
          {
            path: '/survey',
            lazy: () => import('@/pages/survey-page').then((m) => ({ Component: m.SurveyPage })),
            handle: meta('Values Survey | Civic', `Step 2 of 3: ${SURVEY_QUESTION_COUNT} questions, about 3 minutes, to find your voter archetype.`),
          },
          {
            path: '/archetype-results',
            lazy: () => import('@/pages/archetype-results-page').then((m) => ({ Component: m.ArchetypeResultsPage })),
            handle: meta('Onboarding Complete | Civic', 'Step 3 of 3: your voter archetype and moral-foundation scores.'),
          },
          {
            path: '/submit-bill',
            lazy: () => import('@/features/user-bills/submit-bill-page').then((m) => ({ Component: m.SubmitBillPage })),
            handle: meta('Submit a Bill | Civic', 'Propose a bill of your own and submit it for review.'),
          },
          {
            path: '/my-bills',
            lazy: () => import('@/features/user-bills/my-bills-page').then((m) => ({ Component: m.MyBillsPage })),
            handle: meta('My Bills | Civic', 'Your drafts, bills under review and moderation decisions.'),
          },
          {
            path: '/users/:userId',
            lazy: () => import('@/features/users/user-profile-page').then((m) => ({ Component: m.UserProfilePage })),
            handle: meta('Voter Profile | Civic', 'A voter’s votes, comments, bills and connections.'),
          },
          {
            path: '/discussions/:id',
            lazy: () => import('@/features/discussions/discussion-page').then((m) => ({ Component: m.DiscussionPage })),
            handle: meta('Discussion | Civic', 'A discussion about a bill and its replies.'),
          },
          {
            path: '/bills/:id',
            // Congressional bill or user bill (uuid): pages/bill-page.tsx loads the right one.
            lazy: () => import('@/pages/bill-page').then((m) => ({ Component: m.BillPage })),
            handle: meta('Bill Details | Civic', 'A bill’s summary, arguments for and against, and your vote.'),
          },
          {
            path: '/review',
            lazy: () => import('@/pages/review-page').then((m) => ({ Component: m.ReviewPage })),
            handle: meta('Review Queue | Civic', 'Held, reported and appealed posts for moderators, and the moderation log.'),
          },
          {
            path: '/partner',
            lazy: () => import('@/pages/partner-page').then((m) => ({ Component: m.PartnerDashboardPage })),
            handle: meta('Partner Dashboard | Civic', 'A partner party’s candidates, their pledges to vote as their district decided, and whether they kept them.'),
          },
          {
            path: '/partner/events',
            lazy: () => import('@/pages/partner-events-page').then((m) => ({ Component: m.PartnerEventsPage })),
            handle: meta('District Events | Civic', 'Publish district events for your party and follow their review.'),
          },
          {
            path: '/bills/:id/edit',
            lazy: () => import('@/features/user-bills/edit-bill-page').then((m) => ({ Component: m.EditBillPage })),
            handle: meta('Edit Bill | Civic', 'Edit a draft bill before submitting it for review.'),
          },
        ],
      },
    ],
  },
];
