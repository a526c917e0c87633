/** A referral code, as the spec keeps it: the code, who referred, and the discount fraction. */
export interface Referral {
  code: string;
  name: string;
  discount: number;
}

// 17 codes, MAV25A to MAV25Q, 10% each. The referrers' names are not printed in the
// spec; these are the provider's ambassadors as configured for this site.
const REFERRERS = [
  'Aarav Sharma',
  'Bhavna Iyer',
  'Chetan Patil',
  'Deepa Nair',
  'Eshan Gupta',
  'Farah Khan',
  'Gaurav Mehta',
  'Harini Rao',
  'Imran Qureshi',
  'Jaya Menon',
  'Karan Malhotra',
  'Lakshmi Reddy',
  'Manish Joshi',
  'Neha Kulkarni',
  'Omkar Desai',
  'Pooja Bhat',
  'Qasim Ali',
] as const;

export const REFERRAL_DISCOUNT = 0.1;

export const REFERRALS: readonly Referral[] = REFERRERS.map((name, i) => ({
  code: `MAV25${String.fromCharCode(65 + i)}`,
  name,
  discount: REFERRAL_DISCOUNT,
}));

const byCode = new Map(REFERRALS.map((r) => [r.code, r]));

/** Matched trimmed and case-insensitively; ' mav25c ' is MAV25C. */
export function findReferral(input: string): Referral | undefined {
  return byCode.get(input.trim().toUpperCase());
}

/** How a learner sees who referred them: by first name only ('Aarav'), never the full name. */
export const referrerFirstName = (referral: Referral) => referral.name.split(' ')[0]!;

export const REFERRAL_EMPTY = 'Please enter a code.';
export const REFERRAL_UNKNOWN = 'Invalid referral code.';
