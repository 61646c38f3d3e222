/** How a case study's product was made: the story's sections from its Markdown, beside the project's details. */
import { ArrowUpRight } from "@/components/ui/Icon";
import type { PageCopy, Project, Section, Service } from "@/lib/content/collections";
import { Reveal } from "@/components/motion/Reveal";
import { permalink } from "@/lib/navigation/permalinks";
import { localizePath, type Locale } from "@/lib/i18n/locale";

interface CaseStudyStoryProps {
  locale: Locale;
  /** The problem and the approach, from the project's Markdown body. */
  sections: Section[];
  techStack: Project["techStack"];
  /** The services the project used, each linked to its page. */
  services: Pick<Service, "slug" | "title">[];
  copy: Pick<PageCopy<"case-study">, "stackTitle" | "servicesTitle" | "backLabel">;
}

function Prose({ section }: { section: Section }) {
  return (
    <Reveal as="section" className="max-w-[66ch]">
      <h2 className="text-subheading text-fg">{section.title}</h2>
      <div className="mt-4 space-y-4 text-lg text-fg-muted" dangerouslySetInnerHTML={{ __html: section.html }} />
    </Reveal>
  );
}

/** The sections in a reading column; beside them on a wide screen, held in view, the stack and the services. */
export function CaseStudyStory({ sections, techStack, services, copy, locale }: CaseStudyStoryProps) {
  return (
    <div className="container-page grid gap-14 py-16 md:py-24 lg:grid-cols-[1fr_18rem] lg:gap-20">
      <div className="space-y-14">
        {sections.map((section) => (
          <Prose key={section.title} section={section} />
        ))}
      </div>
      <aside aria-label="Project details" className="space-y-10 lg:sticky lg:top-28 lg:self-start">
        <div>
          <h2 className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">{copy.stackTitle}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {techStack.map((tech) => (
              <li key={tech} className="rounded-full border border-border px-3 py-1 text-sm text-fg">
                {tech}
              </li>
            ))}
          </ul>
        </div>
        {services.length > 0 ? (
          <div>
            <h2 className="text-xs font-semibold tracking-[0.14em] text-fg-muted uppercase">{copy.servicesTitle}</h2>
            <ul className="mt-3 divide-y divide-border border-y border-border">
              {services.map((service) => (
                <li key={service.slug}>
                  <a
                    href={localizePath(permalink.service(service.slug), locale)}
                    className="flex items-center justify-between gap-3 py-3 font-medium text-fg hover:text-accent"
                  >
                    {service.title}
                    <ArrowUpRight className="size-4 shrink-0" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <a href={localizePath(permalink.page("projects"), locale)} className="link-quiet">
          {copy.backLabel}
        </a>
      </aside>
    </div>
  );
}
