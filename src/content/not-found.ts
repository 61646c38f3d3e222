export const notFoundPage = {
  seo: {
    title: "404: Page Not Found",
    description: "The page you were looking for could not be found.",
  },
  title: "Page Not Found",
  text: "The page you are looking for seems to have vanished into the digital void. It may have moved, or the link may be mistyped. You can return to the homepage and pick up from there.",
  buttonLabel: "Back to Homepage",
} as const;
