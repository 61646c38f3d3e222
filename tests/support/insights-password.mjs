/**
 * The /insights staff password of the browser tests' server, and its hash (made once with
 * `hashPassword`, at the cheapest cost the configuration takes). A fixture: no real site uses it.
 */
export const INSIGHTS_TEST_PASSWORD = "tea-break figures, 16:00";
export const INSIGHTS_TEST_HASH = "scrypt:16384:8:1:6T7pX9nov7P9QMvZBuzJRg:Pv3KwLd06pPumk8Jq5tyUqTus2YhJLaFJQtfxiTk7_8";
