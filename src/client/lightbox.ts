/**
 * The case-study gallery's lightbox. Without JavaScript each screen is a plain link to its
 * full-size image. With it, a click opens the screen in a modal <dialog>: the page behind is
 * inert and Tab wraps within the dialog's buttons, Escape closes it, ← and → step through the
 * screens, and focus returns to the screen that opened it.
 */

function setUp(gallery: HTMLElement): void {
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-lightbox]")];
  const dialog = gallery.querySelector<HTMLDialogElement>("dialog[data-lightbox-dialog]");
  if (!dialog || links.length === 0) return;
  const image = dialog.querySelector("img")!;
  const caption = dialog.querySelector<HTMLElement>("[data-lightbox-caption]")!;
  const count = dialog.querySelector<HTMLElement>("[data-lightbox-count]")!;
  const step = (name: string) => dialog.querySelector<HTMLButtonElement>(`[data-step="${name}"]`)!;
  let current = 0;
  let opener: HTMLAnchorElement | undefined;

  const show = (index: number) => {
    current = (index + links.length) % links.length;
    const link = links[current]!;
    image.src = link.getAttribute("href")!;
    image.alt = link.querySelector("img")?.alt ?? "";
    caption.textContent = link.dataset.caption ?? "";
    count.textContent = `${current + 1} / ${links.length}`;
  };

  links.forEach((link, index) =>
    link.addEventListener("click", (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      opener = link;
      show(index);
      dialog.showModal();
    }),
  );
  step("previous").addEventListener("click", () => show(current - 1));
  step("next").addEventListener("click", () => show(current + 1));
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Tab") {
      // The page behind is inert; Tab also wraps from the last button to the first, and back.
      const buttons = [...dialog.querySelectorAll<HTMLButtonElement>("button")];
      const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
      if (document.activeElement === edge) {
        event.preventDefault();
        (event.shiftKey ? buttons.at(-1) : buttons[0])?.focus();
      }
      return;
    }
    if (event.key === "ArrowLeft") show(current - 1);
    else if (event.key === "ArrowRight") show(current + 1);
    else return;
    event.preventDefault();
  });
  // A click on the backdrop (the dialog itself, outside its frame) closes it too.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener("close", () => opener?.focus());
}

for (const gallery of document.querySelectorAll<HTMLElement>("[data-gallery]")) setUp(gallery);
