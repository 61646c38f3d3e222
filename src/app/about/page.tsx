import { aboutPage } from "@/content/about";
import { breadcrumbLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/components/JsonLd";
import { PageHero } from "@/components/sections/PageHero";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { Card } from "@/components/ui/Card";
import { Avatar } from "@/components/ui/Avatar";
import { Stagger, Reveal } from "@/components/motion/Reveal";
import { LottiePlayer } from "@/components/motion/LottiePlayer";
import { Timeline } from "@/components/sections/Timeline";
import { CallToAction } from "@/components/sections/CallToAction";

const path = "/about";

export const metadata = pageMetadata({ path, ...aboutPage.seo });

export default function AboutPage() {
  const { hero, story, values, timeline, team, join } = aboutPage;
  return (
    <>
      <JsonLd data={breadcrumbLd(path)} />
      <PageHero path={path} eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      <section aria-labelledby="story-heading" className="container-page py-12">
        <Reveal className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="story-heading" eyebrow="Our story" title={story.title} />
          <div className="space-y-5 text-lg text-fg-muted">
            {story.paragraphs.map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
        </Reveal>
      </section>
      <section aria-labelledby="values-heading" className="container-page py-16">
        <SectionHeading id="values-heading" eyebrow="What we value" title="Four values, applied daily" align="center" />
        <Stagger as="ul" itemAs="li" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" itemClassName="h-full">
          {values.map((value) => (
            <Card key={value.title} interactive className="h-full text-center">
              <LottiePlayer src={value.animation} className="mx-auto size-24" />
              <h3 className="mt-4 font-display text-xl font-semibold text-fg">{value.title}</h3>
              <p className="mt-2 text-fg-muted">{value.description}</p>
            </Card>
          ))}
        </Stagger>
      </section>
      <section aria-labelledby="timeline-heading" className="border-y border-border bg-bg-sunken py-20">
        <div className="container-page">
          <SectionHeading
            id="timeline-heading"
            eyebrow="Our journey"
            title="From two laptops to a studio"
            align="center"
          />
          <div className="mt-14">
            <Timeline entries={timeline} />
          </div>
        </div>
      </section>
      <section aria-labelledby="team-heading" className="container-page py-20">
        <SectionHeading
          id="team-heading"
          eyebrow="The people"
          title="Meet the team you will work with"
          align="center"
        />
        <Stagger as="ul" itemAs="li" className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" itemClassName="h-full">
          {team.map((member) => (
            <Card key={member.name} className="h-full">
              <Avatar name={member.name} size={88} className="rounded-full" />
              <h3 className="mt-5 font-display text-xl font-semibold text-fg">{member.name}</h3>
              <p className="text-sm font-semibold text-accent">{member.role}</p>
              <p className="mt-3 text-fg-muted">{member.bio}</p>
            </Card>
          ))}
        </Stagger>
      </section>
      <CallToAction title={join.title} text={join.text} buttonLabel={join.buttonLabel} />
    </>
  );
}
