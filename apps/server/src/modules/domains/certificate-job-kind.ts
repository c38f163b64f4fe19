/** The job kind that obtains and renews a site's certificate; its ref is the site's id. */
export const CERTIFICATE_JOB_KIND = 'certificate';
