import { version } from "../../package.json";

/**
 * package.json's version (compiled in by the build) plus the id of the build being served,
 * which the production host passes in (Astro.locals.buildId); "dev" under `astro dev`. Nothing
 * is read from the working directory, so the host answers the same from any folder.
 */
export function buildVersion(buildId: string | undefined): string {
  return `${version}+${buildId ?? "dev"}`;
}
