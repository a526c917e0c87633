/**
 * The Terms of use and the Privacy policy, as data. Paragraphs may hold links written
 * `[label](/path)`. Every period and recipient named here is what the code does: retention
 * periods come from src/domain/retention.ts, the business from the configured identity.
 */
import {
  CODE_TTL_MS,
  RETENTION_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from '../../domain/retention.ts';
import type { SiteIdentity } from '../../domain/site-identity.ts';

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  updated: string;
  sections: readonly LegalSection[];
}

export const LEGAL_UPDATED = '23 November 2026';

const DAY_MS = 24 * 60 * 60 * 1000;
const days = (ms: number) => `${Math.round(ms / DAY_MS)} days`;

/** Who the business is, in the words both documents use. */
function parties(identity: SiteIdentity) {
  const business = identity.legalName ?? identity.siteName;
  const officer = identity.grievance.officerName ?? 'our Grievance Officer';
  const reach = identity.grievance.email
    ? `${officer} at [${identity.grievance.email}](mailto:${identity.grievance.email})`
    : `${officer} through the [contact page](/contact)`;
  return { business, officer, reach };
}

export function privacyPolicy(identity: SiteIdentity): LegalDocument {
  const { business, officer, reach } = parties(identity);
  const where = identity.address ? ` Our registered office is at ${identity.address}.` : '';
  return {
    title: 'Privacy policy',
    lead: `What personal data ${identity.siteName} collects, why, how long it is kept, who receives it, and your rights under India's Digital Personal Data Protection Act, 2023.`,
    updated: LEGAL_UPDATED,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          `${business} runs ${identity.siteName} and decides how the personal data you give this site is used: under the Act, we are the Data Fiduciary and you are the Data Principal.${where}`,
          `Questions about your data go to ${reach}.`,
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect, and why',
        items: [
          'Your account (sign-up and profile): full name, email address, phone number and password, to give you an account, sign you in and reach you about your orders. The password is stored only as a one-way hash; nobody here can read it.',
          'A profile photo, if you upload one, to show on your profile. You can remove it at any time.',
          'Enquiries (the contact, program and freelancing forms): name, email, phone, company or college if you give it, and what you write, to answer you.',
          'Reviews: the name shown with the review, its text and rating, and the internet address it was sent from, which is kept to deal with abuse and never shown.',
          'Orders: the name, email, billing address, phone and state you give at checkout, the programs and plans, the amounts, any referral code, and the UPI reference (UTR) you report, to take your payment, enrol you and issue GST invoices.',
          'Enrolments: the programs you are enrolled in and when, to give you access.',
          'Security records: internet (IP) addresses in server logs, and counts of login attempts, one-time codes sent, wrong codes and mails sent per address, to keep accounts safe and stop abuse.',
          'Cookies and browser storage: a session cookie that keeps you signed in, a "signed in" hint cookie, your cart and checkout details in your browser while you shop, and a note that you closed the sign-up invitation. There are no advertising or analytics cookies and no third-party trackers.',
        ],
      },
      {
        id: 'how-long',
        heading: 'How long we keep it',
        items: [
          `Sessions: until you log out, ${days(SESSION_IDLE_MS)} unused, or ${days(SESSION_ABSOLUTE_MS)} at most.`,
          `One-time codes: until used or ${Math.round(CODE_TTL_MS / 60_000)} minutes have passed. We keep only a keyed hash of each code.`,
          `Login attempts, codes sent, wrong codes and mails counted per address: ${Math.round(RETENTION_MS.throttleRecords / (60 * 60 * 1000))} hours.`,
          `Links to undo an email change: ${days(RETENTION_MS.endedEmailChangeUndos)} after they are used or expire.`,
          `Copies of the mails we send you: the text is erased after ${days(RETENTION_MS.sentMailBodies)}; the subject, recipient and date are kept as the record that it was sent.`,
          'Server logs with internet addresses: one year, as the Rules under the Act ask of processing logs, then deleted.',
          'Your account, profile photo, enquiries and reviews: until you delete your account (reviews then stay without your name).',
          'Orders and invoices: for as long as tax law requires (the GST Act asks for 72 months after the annual return of the year), even after your account is deleted.',
        ],
      },
      {
        id: 'who-receives-it',
        heading: 'Who receives it',
        items: [
          'Our team: the staff who answer enquiries, confirm payments and moderate reviews, each with an account of their own and only the access their role needs. What they change is recorded in an audit log.',
          'Our mail provider, which delivers the mails we send you: codes, order updates and replies.',
          'Your bank and UPI app, when you pay. We never see your UPI PIN or your bank details; we see the amount and the reference of the payment.',
          'Authorities, when the law requires it (for example the tax authorities, through the invoices).',
        ],
        paragraphs: ['We do not sell your data, and we do not share it for advertising.'],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        items: [
          'Access: [Download my data](/profile) on your profile gives you a copy of your account, orders, reviews and enquiries.',
          'Correction: change your name, email, phone and password on your [profile](/profile), or ask us to correct anything else.',
          'Erasure: [Delete my account](/profile) on your profile erases your personal data, except the orders and invoices the law makes us keep.',
          `Grievance redressal: write to ${reach}. We reply within 30 days.`,
          `Nomination: you may name a person to exercise these rights for you if you die or cannot; write to ${officer} with their name and how to reach them.`,
          'Complaint: if our answer does not settle your grievance, you may complain to the Data Protection Board of India.',
        ],
      },
      {
        id: 'withdrawing-consent',
        heading: 'Withdrawing your consent',
        paragraphs: [
          `You gave your consent when you signed up or sent a form, and you can withdraw it as easily: delete your account from your [profile](/profile), or write to ${reach}. We then stop using your data and erase it, except what the law makes us keep. Withdrawing does not undo what was lawfully done before.`,
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'The site is served over HTTPS. Passwords are hashed with Argon2, one-time codes are stored as keyed hashes, and sign-in is limited to stop guessing. Staff reach your data only through their own accounts, by role, and their changes are logged.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          'The site is meant for people aged 18 or older. If you are younger, your parent or guardian must create the account and agree to this policy for you.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        paragraphs: [
          'When we change this policy we update the date above, and we mail account holders about any change that affects how their data is used.',
        ],
      },
    ],
  };
}

export function termsOfUse(identity: SiteIdentity): LegalDocument {
  const { business, reach } = parties(identity);
  const contact = identity.supportEmail
    ? `[${identity.supportEmail}](mailto:${identity.supportEmail})`
    : 'the [contact page](/contact)';
  return {
    title: 'Terms of use',
    lead: `The agreement between you and ${business} when you use ${identity.siteName}, create an account or buy a program.`,
    updated: LEGAL_UPDATED,
    sections: [
      {
        id: 'the-service',
        heading: 'The service',
        paragraphs: [
          `${identity.siteName} sells online mentorship programs, each in three plans described on its page: what the plan includes is what its page said when you ordered. Classes are online; most are live.`,
        ],
      },
      {
        id: 'accounts',
        heading: 'Your account',
        items: [
          'An account is for one person. Give your real name and an email address and phone number that are yours.',
          'You must be 18 or older, or have a parent or guardian create the account and agree to these terms.',
          'Keep your password to yourself. If you think someone else has used your account, change your password and tell us.',
          'We may suspend an account that breaks these terms, and will tell you why.',
        ],
      },
      {
        id: 'orders-and-payment',
        heading: 'Orders and payment by UPI',
        items: [
          'Prices are in Indian rupees and include GST where it applies. The total, after any referral discount, is shown before you place the order.',
          'You pay by UPI to the payee shown on your order, for the exact amount. We confirm the payment when it reaches our bank account, then enrol you and mail you the invoice.',
          'An order not paid in time expires; the order page says by when.',
          'A referral code gives the discount it shows, once per order; codes cannot be exchanged for money.',
        ],
      },
      {
        id: 'refunds',
        heading: 'Refunds and cancellations',
        paragraphs: [
          'Refunds, cancellations and moving to a later cohort follow the [refund and cancellation policy](/refund-cancellation-policy), which is part of these terms.',
        ],
      },
      {
        id: 'reviews',
        heading: 'Reviews',
        items: [
          'Write about your own experience of the program, honestly. Do not review under someone else\u2019s name.',
          "'Verified learner' marks a review by an account enrolled in the program or that paid for it.",
          'We may hide or remove reviews that are abusive, off-topic, advertising or not genuine; we do not remove a review for being unfavourable.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Using the site fairly',
        items: [
          'Do not try to get into accounts or systems that are not yours, overload the site, or collect its content or other people\u2019s data with scripts.',
          'Course material is for your own learning: do not share recordings, notes or your access with others.',
        ],
      },
      {
        id: 'liability',
        heading: 'What we are responsible for',
        paragraphs: [
          'We teach each program as its page describes. What you achieve with it, such as a job or a grade, depends on you and is not promised. Nothing in these terms limits what the law does not allow to be limited; otherwise our responsibility for a program is limited to what you paid for it.',
        ],
      },
      {
        id: 'privacy',
        heading: 'Your personal data',
        paragraphs: ['How we collect and use personal data is in the [privacy policy](/privacy).'],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'When we change these terms we update the date above. Orders already placed stay under the terms in force when they were placed.',
        ],
      },
      {
        id: 'law',
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of India. Disputes go to the courts at the place of our registered office.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          `Questions about these terms: ${contact}. Questions about your personal data: ${reach}.`,
        ],
      },
    ],
  };
}
