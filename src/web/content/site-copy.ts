/**
 * Marketing copy for the public site. Text only, beside the facts it states, which come from the
 * catalogue (how many programs, what each plan costs) so that they cannot disagree with it.
 * Every claim here comes from the product brief; do not add numbers, guarantees or
 * accreditations that are not in it.
 */
import { formatRupees, PLANS } from '../../domain/catalogue/plans.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';

/** '20': how many programs the catalogue holds. */
export const PROGRAM_COUNT = PROGRAMS.length;
const [basic, pro, premium] = PLANS;

export interface Faq {
  readonly question: string;
  readonly answer: string;
}

export interface Feature {
  readonly title: string;
  readonly body: string;
  readonly icon: 'video' | 'infinity' | 'award' | 'users' | 'briefcase' | 'clock';
}

export interface AboutSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

// Only figures the site itself can show: no learner counts, colleges or placement rates that
// the provider could not back with records.
export const HERO: {
  readonly badge: 'Empowering Your Career';
  readonly title: string;
  readonly highlight: string;
  readonly lead: string;
} = {
  badge: 'Empowering Your Career',
  title: 'Learn real skills, live, from',
  highlight: 'industry mentors',
  lead: 'Join live sessions with expert mentors, build real projects for your portfolio and earn a verified certificate. All online, at your own pace.',
};

export const FEATURED_INTRO: string =
  'Pick a field, learn it live from people who work in it, and build work you can show.';

export const START_LEARNING: {
  readonly heading: string;
  readonly body: string;
  readonly cta: 'Discover more';
} = {
  heading: 'Start learning today',
  body: `Choose from ${PROGRAM_COUNT} mentorship programs. Learn live and online, keep lifetime access, and go at a pace that suits your day.`,
  cta: 'Discover more',
};

export const WHY_CHOOSE_US: {
  readonly heading: 'Why Choose Us';
  readonly intro: string;
  readonly features: readonly Feature[];
} = {
  heading: 'Why Choose Us',
  intro:
    'We keep learning simple: live classes, mentors from industry, real projects and access that does not run out.',
  features: [
    {
      title: 'Live sessions with expert mentors',
      body: 'Learn in live online classes led by mentors from industry. Ask questions, get answers and learn how the work is done in practice.',
      icon: 'video',
    },
    {
      title: 'Lifetime access, at your own pace',
      body: 'Keep access to your program for life, including future updates. Pause when life gets busy and resume whenever you are ready.',
      icon: 'infinity',
    },
    {
      title: 'Verified digital certificate',
      body: 'Complete your program and receive a verified digital certificate that you can share with employers and clients.',
      icon: 'award',
    },
    {
      title: 'Real projects for your portfolio',
      body: 'Work on real projects as you learn, so you finish with a portfolio that shows what you can do.',
      icon: 'briefcase',
    },
  ],
};

export const FAQS: readonly Faq[] = [
  {
    question: 'Are the classes online?',
    answer:
      'Yes. All classes are 100% online, and most are held live on a video-meeting tool. With lifetime access you can come back to any module whenever you need it.',
  },
  {
    question: 'How long will I have access to my program?',
    answer:
      'You get lifetime access to every program you enrol in. This includes any future updates we make to the program.',
  },
  {
    question: 'Can I learn at my own pace?',
    answer:
      'Yes. Our programs are self-paced, so you can pause and resume anytime. Learn when it suits your work, studies or business.',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      'Yes. When you complete your program, you receive a verified digital certificate that you can share online and with employers.',
  },
  {
    question: 'Which plan should I choose?',
    answer: `The ${basic.name} (${formatRupees(basic.price)}) gives you module access, community support and a certificate. The ${pro.name} (${formatRupees(pro.price)}) adds 1:1 mentorship and feedback on your projects. The ${premium.name} (${formatRupees(premium.price)}) adds career guidance and exclusive webinars on top of Pro.`,
  },
  {
    question: 'How do I pay?',
    answer:
      'We accept payment by UPI. Scan the QR code or pay to our UPI ID using GPay, PhonePe, Paytm or BHIM. You will receive your order confirmation by email.',
  },
  {
    question: 'Can I enrol in more than one program?',
    answer:
      'Yes. There is no limit on enrolments. You can join as many programs as you like, each with its own lifetime access.',
  },
  {
    question: 'What is the refund policy?',
    answer:
      'We do not offer refunds or credits for workshops, and we do not offer refunds for courses. You can move your enrolment to a later cohort for a nominal administrative fee.',
  },
];

export const ABOUT: {
  readonly title: string;
  readonly lead: string;
  readonly sections: readonly AboutSection[];
  readonly motto: string;
} = {
  title: 'About Mentora',
  lead: 'Mentora is an Indian online-education provider. We run expert-led mentorship programs for beginners, working professionals and entrepreneurs.',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      paragraphs: [
        'We are a team of educators and industry professionals who believe good teaching should be within reach of every learner in India. Our programs bring practical skills to people wherever they are.',
        'Our learners are students, working professionals and entrepreneurs. Some are just starting out, some want to grow in their jobs, and some are building their own businesses.',
      ],
    },
    {
      id: 'programs-and-webinars',
      heading: 'Online programs and webinars',
      paragraphs: [
        `We offer ${PROGRAM_COUNT} mentorship programs across technology, design, business, healthcare and psychology. They include Cybersecurity, Data Analytics, Full Stack Development, UI/UX Design, Finance, Human Resource Management, Medical Coding, Psychology, and languages and tools such as Python, Java, C, C++, Power BI and Excel.`,
        'Every program is 100% online. Most classes are live on a video-meeting tool, and lifetime access lets you revisit a module whenever you need to. Premium learners also join exclusive webinars on topics that matter for their careers.',
      ],
    },
    {
      id: 'expert-instructors',
      heading: 'Expert instructors',
      paragraphs: [
        'Our mentors come from industry. They teach what they use at work, explain why it matters and show how problems are solved in practice.',
        'In live sessions you can ask questions and get clear answers. On the Pro and Premium plans, you also get 1:1 mentorship and feedback on your projects.',
      ],
    },
    {
      id: 'certification-and-mentorship',
      heading: 'Certification and mentorship',
      paragraphs: [
        'When you complete a program, you receive a verified digital certificate. It shows that you have finished the program and the projects that come with it.',
        'Mentorship runs through every program. You learn in live sessions, build real projects and, depending on your plan, get personal guidance from a mentor along the way.',
      ],
    },
    {
      id: 'advantages-of-certification',
      heading: 'Advantages of certification',
      paragraphs: [
        'A certificate is most useful when it stands for real work. Ours comes with projects you have built yourself.',
      ],
      bullets: [
        'A verified digital certificate you can share on your profile and CV.',
        'Proof that you have completed a structured, mentor-led program.',
        'Real projects that back up your certificate with visible work.',
        'A clear way to show new skills when you apply for a role or pitch to clients.',
        'Lifetime access to the program, so you can refresh your skills later.',
      ],
    },
    {
      id: 'values',
      heading: 'Our values',
      paragraphs: ['These values guide how we teach and how we treat our learners.'],
      bullets: [
        'Practical learning: we teach skills you can use at work, through real projects.',
        'Access for all: lifetime access and self-paced learning make study fit your life.',
        'Honesty: we are clear about what each plan includes and what it costs.',
        'Care: our mentors and community support you from your first class to your certificate.',
      ],
    },
    {
      id: 'vision',
      heading: 'Our vision',
      paragraphs: [
        'We want every learner in India, whether in a big city or a small town, to have access to expert mentors and practical skills that help them grow.',
      ],
    },
    {
      id: 'mission',
      heading: 'Our mission',
      paragraphs: [
        'Our mission is to deliver mentor-led online programs with live sessions, real projects and lifetime access, so that beginners, working professionals and entrepreneurs can learn with confidence.',
      ],
    },
  ],
  motto: 'Learn from experts. Build real work. Grow with confidence.',
};

export const REFUND_POLICY: {
  readonly title: 'Refund and cancellation policy';
  readonly lead: string;
  readonly rules: readonly { readonly heading: string; readonly body: string }[];
  readonly closing: string;
} = {
  title: 'Refund and cancellation policy',
  lead: 'Please read this policy before you pay. It explains what happens if your plans change after you enrol.',
  rules: [
    {
      heading: 'Workshops',
      body: 'We do not offer refunds or credits for workshops.',
    },
    {
      heading: 'Courses',
      body: 'We do not offer refunds for courses once you have enrolled.',
    },
    {
      heading: 'Moving to a later cohort',
      body: 'If you cannot continue with your current cohort, you can move your enrolment to a later cohort. A nominal administrative fee applies.',
    },
  ],
  closing:
    'To request a move to a later cohort, write to us through the contact page and include your order number. Our team will reply with the next steps.',
};

export const FOOTER: {
  readonly helpHeading: string;
  readonly helpBody: string;
  readonly about: string;
  readonly newsletterHeading: string;
  readonly newsletterBody: string;
} = {
  helpHeading: 'Need help choosing a program?',
  helpBody: 'Tell us your goals and our team will help you find the right program and plan.',
  about:
    'Mentora offers expert-led online mentorship programs for beginners, working professionals and entrepreneurs across India.',
  newsletterHeading: 'Stay up to date',
  newsletterBody:
    'Create a free account to get updates on new programs, live sessions and webinars.',
};

export const PROGRAM_PAGE: {
  readonly certificatesHeading: string;
  readonly certificatesBody: string;
  readonly plansHeading: string;
  readonly plansBody: string;
  readonly enquiryHeading: string;
  readonly enquiryBody: string;
  readonly reviewsHeading: 'Student reviews';
} = {
  certificatesHeading: 'Earn a verified certificate',
  certificatesBody:
    'Complete the program to receive a verified digital certificate. Share it with employers and clients, alongside the projects you built.',
  plansHeading: 'Choose your plan',
  plansBody:
    'Every plan includes lifetime access, future updates and a certificate. Pro adds 1:1 mentorship and project feedback. Premium adds career guidance and exclusive webinars.',
  enquiryHeading: 'Have a question about this program?',
  enquiryBody:
    'Send us your details and our team will get back to you to help you choose the right plan.',
  reviewsHeading: 'Student reviews',
};

export const FREELANCING_PAGE: {
  readonly eyebrow: string;
  readonly lead: (programName: string) => string;
  readonly points: readonly string[];
} = {
  eyebrow: 'Work with Mentora',
  lead: (programName: string): string =>
    `Need ${programName} work done for your company, office or yourself? Tell us what you want to achieve, and our mentors and trained learners will plan and deliver it.`,
  points: [
    'Delivered by industry mentors and learners trained in our programs.',
    'Remote or on-site, on a timeline that suits you.',
    'Share your goal and preferences, and we will get back to you.',
  ],
};
