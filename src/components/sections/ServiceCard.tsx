import { ArrowRight, Check } from "lucide-react";
import type { Service } from "@/lib/content";
import { contentIcons } from "@/components/ui/icons";
import { Card } from "@/components/ui/Card";
import type { ReactNode } from "react";

/** An overview card: animation (the Lottie island, placed by the route file), title, description, four key features, Learn More. */
export function ServiceCard({ service, animation }: { service: Service; animation?: ReactNode }) {
  const Icon = contentIcons[service.icon];
  return (
    <Card as="article" interactive className="flex h-full flex-col">
      <div className="flex items-start justify-between gap-4">
        <span className="bg-spark inline-flex size-12 items-center justify-center rounded-2xl text-white shadow-soft">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="-mt-2 -mr-2 size-24">{animation}</div>
      </div>
      <h2 className="mt-4 font-display text-2xl font-semibold text-fg">{service.title}</h2>
      <p className="mt-2 text-fg-muted">{service.description}</p>
      <ul className="mt-5 grid gap-2 text-sm text-fg sm:grid-cols-2" aria-label={`${service.title}: key features`}>
        {service.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={`/services/${service.slug}`}
        className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent after:absolute after:inset-0 after:content-['']"
      >
        Learn More<span className="sr-only"> about {service.title}</span>
        <ArrowRight className="size-4" aria-hidden="true" />
      </a>
    </Card>
  );
}
