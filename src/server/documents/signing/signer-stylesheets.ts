/**
 * How many stylesheets a signing worker keeps (a store has one or two); past that it forgets them
 * all, and the pool, which forgets them at the same request, sends each again once.
 */
export const STYLESHEETS_KEPT = 32;
