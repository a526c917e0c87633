import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('programs', 'routes/programs.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('refund-cancellation-policy', 'routes/refund-policy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('login', 'routes/login.tsx'),
  route('signup', 'routes/signup.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  // The learner's pages, behind the gate of a session: the server writes their frame, and the
  // browser reads the session and each page's data.
  layout('routes/signed-in.tsx', [
    route('profile', 'routes/profile.tsx'),
    route('my-programs', 'routes/my-programs.tsx'),
    route('addcart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('orders/:number', 'routes/order.tsx'),
    // A learner's space of a program they are enrolled in.
    route('learn/:program', 'routes/learn.tsx'),
  ]),
  // An enrolled learner's upgrade of a program, ordered from its plan cards.
  route('upgrade/:program', 'routes/program-upgrade.ts'),
  // Another page of a program's reviews, read by its page's reviews.
  route('reviews/:program', 'routes/program-reviews-page.ts'),
  // A day's free one-to-one times, read by the learning space's booking picker.
  route('learn/:program/slots', 'routes/learn-slots.ts'),
  // Opened from the link mailed after an email change; served like an order's page.
  route('account/undo-email-change', 'routes/undo-email-change.tsx'),
  // Where anyone checks a certificate's credential; before the certificates' own pages.
  route('certificates/verify', 'routes/certificate-verify.tsx'),
  // A certificate's public page, for anyone holding its number: served like an order's page.
  route('certificates/:number', 'routes/certificate.tsx'),
  // Where a seat a company bought is taken, from the link mailed to its learner.
  route('seats/:token', 'routes/seat.tsx'),
  // What the header search matches, fetched when its box is first focused.
  route('search/programs', 'routes/program-search-index.ts'),
  // Where the public enquiry forms send (contact, a program's page, a freelancing page).
  route('enquire/:kind', 'routes/enquire.ts'),
  // A program's page and its freelancing page, for whatever the published catalogue holds: the
  // loaders answer 404 for a path it does not have, and redirect another spelling of one.
  route(':program', 'routes/program.tsx'),
  route('freelancing/:page', 'routes/freelancing.tsx'),
  // The staff console: never prerendered; the server answers these paths with the SPA shell.
  route('staff/accept-invite', 'routes/staff/accept-invite.tsx'),
  ...prefix('staff', [
    layout('routes/staff/layout.tsx', [
      index('routes/staff/dashboard.tsx'),
      route('enquiries', 'routes/staff/enquiries.tsx'),
      route('enquiries/:kind/:id', 'routes/staff/enquiry.tsx'),
      route('orders', 'routes/staff/orders.tsx'),
      route('orders/new', 'routes/staff/order-new.tsx'),
      route('orders/:number', 'routes/staff/order.tsx'),
      route('payments', 'routes/staff/payments.tsx'),
      route('reports', 'routes/staff/reports.tsx'),
      route('offers', 'routes/staff/offers.tsx'),
      route('offers/:id', 'routes/staff/offer.tsx'),
      route('catalogue', 'routes/staff/catalogue.tsx'),
      route('catalogue/new-program', 'routes/staff/catalogue-program-new.tsx'),
      route('catalogue/programs/:slug', 'routes/staff/catalogue-program.tsx'),
      route('catalogue/programs/:slug/preview', 'routes/staff/catalogue-program-preview.tsx'),
      route('catalogue/mentors', 'routes/staff/catalogue-mentors.tsx'),
      route('catalogue/mentors/:slug', 'routes/staff/catalogue-mentor.tsx'),
      route('reviews', 'routes/staff/reviews.tsx'),
      route('learners', 'routes/staff/learners.tsx'),
      route('learners/:id', 'routes/staff/learner.tsx'),
      route('audit', 'routes/staff/audit.tsx'),
      route('team', 'routes/staff/team.tsx'),
      route('cohorts', 'routes/staff/cohorts.tsx'),
      route('cohorts/materials/:program?', 'routes/staff/cohorts-materials.tsx'),
      route('cohorts/my-day', 'routes/staff/cohorts-my-day.tsx'),
      route('cohorts/reviews', 'routes/staff/cohorts-reviews.tsx'),
      route('cohorts/reviews/:id', 'routes/staff/cohorts-review.tsx'),
      route('cohorts/:id', 'routes/staff/cohorts-detail.tsx'),
      route('cohorts/:id/sessions/:sessionId', 'routes/staff/cohorts-session.tsx'),
      route('cohorts/:id/questions', 'routes/staff/cohorts-questions.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
