/**
 * LinkedIn's documented 'Add to profile' link for a certification: it opens the member's
 * 'Add license or certification' form filled in. Without a LinkedIn organisation id the
 * issuer is given by name.
 */
export function linkedInAddToProfileUrl(certificate: {
  name: string;
  organizationName: string;
  /** The IST date of issue, 'YYYY-MM-DD'. */
  issuedOn: string;
  certUrl: string;
  certId: string;
}): string {
  const [year, month] = certificate.issuedOn.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.name,
    organizationName: certificate.organizationName,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: certificate.certUrl,
    certId: certificate.certId,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
