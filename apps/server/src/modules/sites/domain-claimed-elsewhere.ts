/** The claim of a domain another site proved first: that site keeps it, this request fails. */
export class DomainClaimedElsewhere extends Error {}
