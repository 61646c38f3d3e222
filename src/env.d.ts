/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Set by the production host (host/): the visitor's address, trusted proxy applied. */
    clientIp?: string;
    /** Set by the production host: the id of the build it serves. */
    buildId?: string;
    /** Set by the production host: the one leads context of the process. */
    leads?: () => Promise<import("./leads/context").LeadsContext>;
  }
}

declare module "virtual:ignite/assets" {
  /** Every upload under src/assets by its path there: size and content hash (integrations/assets.ts). */
  export function getAssets(): import("./lib/media/picture-names").AssetManifest;
  /** The files under public/ as URL paths, but the made pictures. */
  export function getPublicFiles(): readonly string[];
}
