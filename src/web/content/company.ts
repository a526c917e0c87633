/** The provider's own details, shown on the contact page and in the footer. */
export const company = {
  address: [
    '4th Floor, Prestige Tech Square',
    '80 Feet Road, Koramangala',
    'Bengaluru, Karnataka 560034',
  ],
  email: 'hello@mentora.example',
  phone: '+91 80 4000 0000',
  hours: 'Mon to Sat, 10 am to 7 pm IST',
} as const;
