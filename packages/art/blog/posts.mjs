/** The posts whose covers covers.mjs draws, one module each, newest first. */
import assistant from "./assistant.mjs";
import audit from "./audit.mjs";
import cloud from "./cloud.mjs";
import estimate from "./estimate.mjs";
import tokens from "./tokens.mjs";
import typescript from "./typescript.mjs";
import vitals from "./vitals.mjs";

export const posts = [audit, vitals, assistant, typescript, estimate, tokens, cloud];
