import { describe, expect, it } from 'vitest';
import { auditSentence, type AuditNames } from './audit-words.ts';

type Changes = Parameters<typeof auditSentence>[0]['changes'];

const TEAM: Record<number, string> = { 7: 'Ravi', 9: 'Meera' };
const names: AuditNames = { person: (id) => TEAM[id] };
const said = (action: string, changes: Changes = []) => auditSentence({ action, changes }, names);
const set = (field: string, after: unknown, before: unknown = null) => ({ field, before, after });

// 13:00 UTC is 6:30 pm in India.
const EVENING = '2026-12-03T13:00:00.000Z';
const NEXT_EVENING = '2026-12-04T13:00:00.000Z';

describe('an audit row in words', () => {
  describe('orders', () => {
    it('marked paid names the UTR', () => {
      expect(
        said('order.paid', [
          set('status', 'paid', 'payment_reported'),
          set('paid_utr', '412345678901'),
        ]),
      ).toBe('Marked as paid: UTR 412345678901');
    });

    it('cancelled gives the reason', () => {
      expect(
        said('order.cancelled', [
          set('status', 'cancelled', 'awaiting_payment'),
          set('cancel_reason', 'Asked by the learner'),
        ]),
      ).toBe('Order cancelled: Asked by the learner');
    });

    it('refunded gives the amount in rupees, the programs and the reason', () => {
      expect(
        said('order.refunded', [
          set('status', 'refunded', 'paid'),
          set('refund_paise', 449_905),
          set('refund_reason', 'Paid twice'),
          set('refunded_programs', 'Python'),
        ]),
      ).toBe('₹4,499.05 refunded for Python: Paid twice');
    });

    it('one of several refunds gives its own amount, not the order’s running sum', () => {
      expect(
        said('order.refunded', [
          set('status', 'partly_refunded', 'partly_refunded'),
          set('refund_paise', 633_238, 200_000),
          set('refund_reason', 'Wrong program'),
          set('refund_amount_paise', 433_238),
          set('refunded_programs', 'Java (Basic Plan)'),
        ]),
      ).toBe('₹4,332.38 refunded for Java (Basic Plan): Wrong program');
      expect(
        said('order.refunded', [
          set('status', 'partly_refunded', 'paid'),
          set('refund_paise', 200_000),
          set('refund_reason', 'Goodwill'),
          set('refund_amount_paise', 200_000),
          set('refunded_programs', null),
        ]),
      ).toBe('₹2,000 refunded, access kept: Goodwill');
    });

    it('another move reads as the status before and after', () => {
      expect(said('order.expired', [set('status', 'expired', 'awaiting_payment')])).toBe(
        'Status: Awaiting payment → Expired',
      );
    });

    it('an order created by hand says how it was paid, what and how much', () => {
      expect(
        said('order.create', [
          set('payment_method', 'bank_transfer'),
          set('paid_utr', 'HDFC0012345'),
          set('programs', ['Python', 'Java']),
          set('total_paise', 1_499_800),
        ]),
      ).toBe(
        'Order created by hand for a bank transfer (reference HDFC0012345): Python, Java, ₹14,998',
      );
    });

    it('an internal note quotes it; a resent invoice names the documents and the address', () => {
      expect(said('order.note', [set('note', 'Called the learner')])).toBe(
        'Internal note added: “Called the learner”',
      );
      expect(
        said('order.invoice_resend', [
          set('documents', 'INV/2026-27/0001, CN/2026-27/0001'),
          set('email', 'asha@example.com'),
        ]),
      ).toBe('INV/2026-27/0001, CN/2026-27/0001 mailed again to asha@example.com');
    });

    it('a corrected UTR shows both', () => {
      expect(said('order.correct-utr', [set('reported_utr', '222', '111')])).toBe(
        'Reported UTR corrected: 111 → 222',
      );
    });

    it('a restored access names the program', () => {
      expect(said('enrolment.restore', [set('ended_at of Python', null, EVENING)])).toBe(
        'Access restored to Python',
      );
    });
  });

  describe('enquiries', () => {
    it('a status change reads with its labels', () => {
      expect(said('enquiry.update', [set('status', 'in_progress', 'new')])).toBe(
        'Status: New → In progress',
      );
    });

    it('an assignment names the person, or says who the id was', () => {
      expect(said('enquiry.update', [set('assignee_id', 7)])).toBe('Assigned to Ravi');
      expect(said('enquiry.update', [set('assignee_id', 42)])).toBe('Assigned to member #42');
      expect(said('enquiry.update', [set('assignee_id', null, 7)])).toBe('Unassigned');
    });

    it('both at once', () => {
      expect(
        said('enquiry.update', [set('status', 'closed', 'new'), set('assignee_id', 9, 7)]),
      ).toBe('Status: New → Closed; Assigned to Meera');
    });

    it('the list’s bulk assignment and closing read like a single change', () => {
      expect(said('enquiry.assign', [set('assignee_id', 9, null)])).toBe('Assigned to Meera');
      expect(said('enquiry.close', [set('status', 'closed', 'in_progress')])).toBe(
        'Status: In progress → Closed',
      );
    });

    it('saved replies created, changed and deleted', () => {
      expect(said('saved_reply.create', [set('name', 'Fees'), set('body', 'Our fees are…')])).toBe(
        'Saved reply “Fees” created',
      );
      expect(said('saved_reply.update', [set('body', 'New text', 'Old text')])).toBe(
        'Saved reply text changed',
      );
      expect(
        said('saved_reply.update', [set('name', 'Fees 2026', 'Fees'), set('body', 'B', 'A')]),
      ).toBe('Saved reply renamed from “Fees” to “Fees 2026”, text changed');
      expect(said('saved_reply.delete', [set('name', null, 'Fees'), set('body', null, 'A')])).toBe(
        'Saved reply “Fees” deleted',
      );
    });

    it('a note and a reply quote their text, cut when long', () => {
      expect(said('enquiry.note', [set('note', 'Called back,\n no answer')])).toBe(
        'Internal note added: “Called back, no answer”',
      );
      const reply = said('enquiry.reply', [set('reply', 'a'.repeat(200))]);
      expect(reply).toBe(`Reply sent: “${'a'.repeat(79)}…”`);
    });
  });

  describe('reviews', () => {
    it('hidden, shown again and deleted', () => {
      expect(said('review.hide', [set('hidden_at', EVENING)])).toBe('Review hidden from the site');
      expect(said('review.restore', [set('hidden_at', null, EVENING)])).toBe(
        'Review shown on the site again',
      );
      expect(
        said('review.delete', [
          set('program', null, 'python'),
          set('user_name', null, 'Asha'),
          set('rating', null, 4),
          set('comment', null, 'Good'),
        ]),
      ).toBe('Review by Asha (4★, Python) deleted');
    });
  });

  describe('the team', () => {
    it('invited, withdrawn, joined, removed and a role changed', () => {
      expect(said('team.invite', [set('email', 'neha@example.com'), set('role', 'staff')])).toBe(
        'Invited neha@example.com as Staff',
      );
      expect(said('team.revoke-invitation', [set('revoked', true, false)])).toBe(
        'Invitation withdrawn',
      );
      expect(
        said('team.revoke-invitation', [
          set('revoked', true, false),
          set('reason', 'another invitation was accepted'),
        ]),
      ).toBe('Invitation withdrawn: another invitation was accepted');
      expect(said('team.accept-invitation', [set('role', 'accountant', 'learner')])).toBe(
        'Joined the team as Accountant',
      );
      expect(said('team.remove', [set('role', 'learner', 'staff')])).toBe(
        'Removed from the team (was Staff)',
      );
      expect(said('team.change-role', [set('role', 'owner', 'staff')])).toBe('Role: Staff → Owner');
    });

    it('a mentor taken off teaching says what it called off', () => {
      expect(
        said('team.remove', [
          set('role', 'learner', 'mentor'),
          set('mentored_cohorts', [], [3]),
          set('cancelled_bookings', [], [11, 12]),
        ]),
      ).toBe('Removed from the team (was Mentor); 2 sessions to come cancelled, left 1 cohort');
      expect(
        said('team.change-role', [
          set('role', 'accountant', 'mentor'),
          set('cancelled_bookings', [], [11]),
        ]),
      ).toBe('Role: Mentor → Accountant; 1 session to come cancelled');
    });
  });

  describe('accounts', () => {
    it('the owner claim, email changes, the data export and deletions', () => {
      expect(said('user.claim-owner', [set('role', 'owner', 'learner')])).toBe(
        'Became the owner by confirming the owner address',
      );
      expect(said('user.change-email', [set('email', 'b@example.com', 'a@example.com')])).toBe(
        'Email changed from a@example.com to b@example.com',
      );
      expect(said('user.undo-email-change', [set('email', 'a@example.com', 'b@example.com')])).toBe(
        'Email change undone from the old address: back to a@example.com',
      );
      expect(said('user.export-data')).toBe('Downloaded their personal data');
      expect(said('user.delete-account', [set('account', 'deleted', 'active')])).toBe(
        'Deleted their account',
      );
      expect(said('user.purge-unproved', [set('account', 'deleted', 'x')])).toBe(
        'Account deleted: its address was never confirmed',
      );
      expect(
        said('user.reclaim-address', [
          set('username', 'Learner 4821', 'Asha Rao'),
          set('reviews_held', 1, 0),
        ]),
      ).toBe(
        'Took the account back by resetting its password from its never-confirmed address: name “Asha Rao” cleared, 1 review held for the team',
      );
    });
  });

  describe('certificates', () => {
    it('issued and revoked', () => {
      expect(said('certificate.issue', [set('enrolment_id', 3)])).toBe('Certificate issued');
      expect(
        said('certificate.revoke', [
          set('revoked_at', EVENING),
          set('revoked_reason', 'Issued in error'),
        ]),
      ).toBe('Certificate revoked: Issued in error');
    });
  });

  describe('bookings and mentors’ hours', () => {
    it('booked, moved, cancelled, and its meeting link', () => {
      expect(
        said('booking.create', [
          set('kind', 'mentorship'),
          set('mentor', 'Meera'),
          set('starts_at', EVENING),
        ]),
      ).toBe('Booked a one-to-one mentorship session with Meera for 3 Dec 2026, 6:30 pm');
      expect(
        said('booking.move', [
          set('moved_from', 4),
          set('starts_at', NEXT_EVENING, EVENING),
          set('mentor', 'Ravi', 'Meera'),
        ]),
      ).toBe('Booking moved from 3 Dec 2026, 6:30 pm to 4 Dec 2026, 6:30 pm, now with Ravi');
      expect(said('booking.cancel', [set('status', 'cancelled', 'booked')])).toBe(
        'Booking cancelled',
      );
      expect(
        said('booking.cancel', [
          set('status', 'cancelled', 'booked'),
          set('cancel_reason', 'Unwell'),
        ]),
      ).toBe('Booking cancelled: Unwell');
      expect(said('booking.meeting_url', [set('meeting_url', 'https://meet.example/a')])).toBe(
        'Meeting link added',
      );
      expect(
        said('booking.meeting_url', [
          set('meeting_url', 'https://meet.example/b', 'https://meet.example/a'),
        ]),
      ).toBe('Meeting link changed');
    });

    it('weekly hours and leave', () => {
      expect(said('availability.add', [set('weekly_hours', 'Mon 18:00 to 20:00 IST')])).toBe(
        'Weekly hours added: Mon 18:00 to 20:00 IST',
      );
      expect(
        said('availability.remove', [set('weekly_hours', null, 'Mon 18:00 to 20:00 IST')]),
      ).toBe('Weekly hours removed: Mon 18:00 to 20:00 IST');
      expect(said('leave.add', [set('leave', '2026-12-01 to 2026-12-05')])).toBe(
        'Leave added: 1 Dec 2026 to 5 Dec 2026',
      );
      expect(said('leave.remove', [set('leave', null, '2026-12-01 to 2026-12-05')])).toBe(
        'Leave removed: 1 Dec 2026 to 5 Dec 2026',
      );
    });
  });

  describe('projects', () => {
    it('submitted and reviewed', () => {
      expect(said('project.submit', [set('project', 'python/1'), set('attempt', 2)])).toBe(
        'Project submitted (attempt 2)',
      );
      expect(said('project.review', [set('status', 'accepted', 'submitted')])).toBe(
        'Project accepted',
      );
      expect(
        said('project.review', [
          set('status', 'changes_needed', 'submitted'),
          set('review_comment', 'Add tests'),
        ]),
      ).toBe('Project sent back for changes: “Add tests”');
    });
  });

  describe('cohorts, sessions and materials', () => {
    it('a cohort created, changed and scheduled; a learner moved', () => {
      expect(
        said('cohort.create', [
          set('program', 'python'),
          set('starts_on', '2026-12-01'),
          set('capacity', 30),
          set('language', 'English'),
          set('mentor_ids', [7]),
        ]),
      ).toBe('Cohort of Python created: starts 1 Dec 2026, 30 seats, English');
      expect(said('cohort.update', [set('capacity', 40, 30), set('mentor_ids', [7, 9], [7])])).toBe(
        'Seats: 30 → 40; Mentors: Ravi, Meera',
      );
      expect(said('cohort.sessions', [set('schedule', 'Mon'), set('sessions', 12)])).toBe(
        '12 sessions scheduled',
      );
      expect(said('enrolment.cohort', [set('cohort_id', 5, 3)])).toBe(
        'Moved from cohort 3 to cohort 5',
      );
    });

    it('a session changed, moved, cancelled and its attendance', () => {
      expect(
        said('session.update', [set('topic', 'Loops', 'Intro'), set('recording_url', 'https://r')]),
      ).toBe('Session updated: topic, recording');
      expect(
        said('session.add', [
          set('starts_at', EVENING),
          set('topic', 'Make-up class'),
          set('premium_only', false),
        ]),
      ).toBe('Session added for 3 Dec 2026, 6:30 pm: “Make-up class”');
      expect(
        said('webinar.add', [
          set('starts_at', EVENING),
          set('topic', 'Careers in data'),
          set('cohorts', 2),
        ]),
      ).toBe('Webinar for 3 Dec 2026, 6:30 pm added to 2 cohorts: “Careers in data”');
      expect(
        said('session.move', [
          set('starts_at', NEXT_EVENING, EVENING),
          set('change_reason', 'Mentor unwell'),
          set('learners_mailed', 12),
        ]),
      ).toBe('Session moved from 3 Dec 2026, 6:30 pm to 4 Dec 2026, 6:30 pm: Mentor unwell');
      expect(
        said('session.cancel', [
          set('status', 'cancelled', 'scheduled'),
          set('change_reason', 'Holiday'),
        ]),
      ).toBe('Session cancelled: Holiday');
      expect(
        said('session.attendance', [
          set('present: Asha', true),
          set('present: Kavya', true, false),
          set('present: Dev', false, true),
        ]),
      ).toBe('Attendance marked: 2 present, 1 absent');
    });

    it('a material added and removed', () => {
      expect(said('material.add', [set('program', 'python'), set('title', 'Week 1 slides')])).toBe(
        'Material added: “Week 1 slides”',
      );
      expect(said('material.remove', [set('title', null, 'Week 1 slides')])).toBe(
        'Material removed: “Week 1 slides”',
      );
    });
  });

  describe('the catalogue', () => {
    it('a program drafted, published, listed and reordered', () => {
      expect(said('program.create', [set('name', 'Robotics')])).toBe(
        'Program “Robotics” created as a draft',
      );
      expect(said('program.draft', [set('tagline', 'New', 'Old'), set('hoursPerWeek', 8, 6)])).toBe(
        'Draft saved: tagline, hours per week',
      );
      expect(said('program.publish', [set('plans', [], [])])).toBe('Published: plans');
      expect(said('program.publish')).toBe('Published, unchanged');
      expect(said('program.listing', [set('listed', false, true)])).toBe('Taken off the site');
      expect(said('program.order', [set('order', ['java', 'python'], ['python', 'java'])])).toBe(
        'Programs reordered: java, python',
      );
    });

    it('a mentor profile linked and shown on programs', () => {
      expect(said('mentor_profile.account', [set('user_id', 7, null)])).toBe('Linked to Ravi');
      expect(said('mentor_profile.account', [set('user_id', null, 7)])).toBe(
        'Unlinked from its account',
      );
      expect(said('mentor_profile.programs', [set('programs', ['python', 'ai'], [])])).toBe(
        'Shown on the pages of Python, Artificial Intelligence',
      );
    });
  });

  it('a bank statement imported', () => {
    expect(
      said('payments.import', [
        set('format', 'hdfc'),
        set('credits', 12),
        set('proposed_matches', 3),
      ]),
    ).toBe('Bank statement imported: 12 credits, 3 matches proposed');
  });

  it('bank credits settled, set aside and reopened, and a TDS certificate received', () => {
    const credits = [
      { line_id: 1, utr: '411111111111', amount_paise: 490000 },
      { line_id: 2, utr: null, amount_paise: 9900 },
    ];
    expect(said('payments.settle', [set('bank_credits', credits)])).toBe(
      'Paid from bank credits: ₹4,900 + ₹99',
    );
    expect(
      said('payments.settle', [
        set('bank_credits', [credits[0]]),
        set('tds_paise', 84700),
        set('tds_section', '194J'),
      ]),
    ).toBe('Paid from bank credits: ₹4,900; TDS ₹847 under 194J');
    const aside = [set('amount_paise', 25000), set('set_aside_reason', 'Interest from the bank')];
    expect(said('payments.set_aside', aside)).toBe(
      'Bank credit of ₹250 set aside: “Interest from the bank”',
    );
    expect(said('payments.reopen', [set('amount_paise', 25000)])).toBe(
      'Bank credit of ₹250 reopened, no longer set aside',
    );
    expect(said('payments.tds_certificate', [set('tds_certificate', 'ABCDEFG')])).toBe(
      'TDS certificate ABCDEFG received',
    );
    expect(said('payments.tds_certificate', [set('tds_certificate', 'ABCDEFH', 'ABCDEFG')])).toBe(
      'TDS certificate corrected: ABCDEFG → ABCDEFH',
    );
  });

  it('an action it does not know yet reads as its name and the fields it changed', () => {
    expect(said('invoice.reissue', [set('number', 'INV-2')])).toBe('Invoice reissue: number');
    expect(said('order.archive')).toBe('Order archive');
  });
});

describe('an offer’s audit rows in words', () => {
  it('say what a code gives, what changed from what, and when it went on or off', () => {
    expect(
      said('offer.create', [
        set('code', 'DIWALI'),
        set('kind', 'amount'),
        set('amount_paise', 50000),
      ]),
    ).toBe('Code DIWALI drafted: ₹500 off');
    expect(
      said('offer.create', [set('code', 'SPRING'), set('kind', 'percent'), set('percent', 15)]),
    ).toBe('Code SPRING drafted: 15% off');
    expect(
      said('offer.update', [
        set('percent', 20, 15),
        set('max_uses', 100, null),
        set('ends_at', NEXT_EVENING, EVENING),
        set('applies_to', { programs: ['python'], plans: [] }, { programs: [], plans: [] }),
      ]),
    ).toBe(
      'Offer changed: percent off 15% → 20%; uses in all none → 100; end 3 Dec 2026, 6:30 pm → 4 Dec 2026, 6:30 pm; what it applies to',
    );
    expect(said('offer.live', [set('status', 'live', 'draft')])).toBe(
      'Code made live: learners can use it',
    );
    expect(said('offer.disable', [set('status', 'disabled', 'live')])).toBe(
      'Code disabled: learners can no longer use it',
    );
  });
});
