/** The six case studies, in the order of the site's project list. */
import atlas from "./atlas.mjs";
import aurora from "./aurora.mjs";
import fusion from "./fusion.mjs";
import nexus from "./nexus.mjs";
import pulse from "./pulse.mjs";
import quantum from "./quantum.mjs";

export const projects = [quantum, nexus, fusion, aurora, pulse, atlas];
