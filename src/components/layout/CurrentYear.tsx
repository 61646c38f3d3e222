/** The build-time year; the motion module corrects it in the browser if the site has not been rebuilt since. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  return <span data-current-year="">{buildYear}</span>;
}
