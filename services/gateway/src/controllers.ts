import { AuthController } from './auth/auth.controller';
import { OnboardingController } from './onboarding/onboarding.controller';
import { BillsController } from './bills/bills.controller';
import { AccountabilityController } from './bills/accountability.controller';
import { VotingController } from './voting/voting.controller';
import { UserBillsController } from './user-bills/user-bills.controller';
import { DiscussionsController } from './discussions/discussions.controller';
import { NotificationsController } from './notifications/notifications.controller';
import { EventsController } from './social/events.controller';
import { FollowingController } from './social/following.controller';
import { UsersController } from './social/users.controller';
import { ReviewController } from './review/review.controller';
import { PartnerController } from './partner/partner.controller';
import { PartnerPledgesController } from './partner/pledges.controller';
import { PartnerEventsController } from './partner/partner-events.controller';

/** Every controller of the public API (/api/*); the hostile-input test walks their routes. */
export const API_CONTROLLERS = [AuthController, OnboardingController, BillsController, AccountabilityController, VotingController, UserBillsController, DiscussionsController, NotificationsController, UsersController, EventsController, FollowingController, ReviewController, PartnerController, PartnerPledgesController, PartnerEventsController];
