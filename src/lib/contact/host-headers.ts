/**
 * Headers the production host (host/) adds to a request before the app sees it: the contract
 * between the two, in the lowest layer so that each imports it without importing the other.
 */

/** The visitor's address as the host saw it (after its trusted-proxy rule); rate limits key on it. */
export const CLIENT_IP_HEADER = "x-ignite-client-ip";
