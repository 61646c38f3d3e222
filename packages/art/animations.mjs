/**
 * Writes the Lottie files: the About page's values into public/animations, which the site
 * serves by name; the services' into out/animations, since a service's animation is an upload
 * in the CMS (src/assets/services/<slug>/animation.json) and these are what was uploaded.
 */
import { join } from "node:path";
import { outDir } from "./paths.mjs";
import { serviceAnimations } from "./lottie-services.mjs";
import { valueAnimations } from "./lottie-values.mjs";
import { writeAnimation } from "./lottie.mjs";

export function allAnimations() {
  return [
    ...Object.entries(serviceAnimations).map(([slug, make]) => [`service-${slug}.json`, make()]),
    ...Object.entries(valueAnimations).map(([name, make]) => [`value-${name}.json`, make()]),
  ];
}

export function writeAnimations(publicDir) {
  return allAnimations().map(([file, comp]) =>
    writeAnimation(
      file.startsWith("service-") ? join(outDir, "animations") : join(publicDir, "animations"),
      file,
      comp,
    ),
  );
}
