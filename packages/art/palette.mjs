/** Brand palette (docs/assets.md). Keep in step with the CSS tokens in the site theme. */
export const palette = {
  ink: "#0B1020",
  navy: "#111833",
  navyLift: "#1A2350",
  indigo: "#27306B",
  ember: "#FF6A1A",
  orange: "#F97316",
  amber: "#FDBA74",
  magenta: "#E11D74",
  pink: "#DB2777",
  plum: "#7A1E5C",
  paper: "#FBF7F2",
  slate: "#94A3B8",
};
