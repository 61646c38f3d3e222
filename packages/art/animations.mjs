/** Writes every Lottie file into public/animations. */
import { join } from "node:path";
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
  const dir = join(publicDir, "animations");
  return allAnimations().map(([file, comp]) => writeAnimation(dir, file, comp));
}
