import type { TeamMember } from "@/lib/content/collections";
import { Avatar } from "@/components/ui/Avatar";
import { Picture } from "@/components/ui/Picture";
import { Stagger } from "@/components/motion/Reveal";

/**
 * The leads, each with presence: a large 4:5 portrait (at least 320 px wide from a phone up),
 * then name, role and what they do. Two columns from 640 px, the second set lower, so the four
 * read as an editorial spread, not a row of badges. The frame crops from the top centre, so a
 * photograph uploaded in the CMS sits in it as well as a drawing. Without a portrait, the
 * person's initials fill the frame.
 */
export function TeamPortraits({ members }: { members: readonly TeamMember[] }) {
  return (
    <Stagger
      as="ul"
      itemAs="li"
      className="grid gap-x-12 gap-y-16 sm:grid-cols-2 lg:gap-x-20"
      itemClassName="sm:even:mt-24"
    >
      {members.map((member) => (
        <article key={member.id} className="max-w-[26rem]">
          <div className="relative aspect-[4/5] w-full overflow-hidden rounded-[1.25rem] border border-border bg-bg-sunken shadow-soft">
            {member.portrait ? (
              <Picture
                image={member.portrait.picture}
                alt={member.portrait.alt}
                fill
                sizes="(min-width: 640px) 26rem, 100vw"
                className="object-cover object-[50%_20%]"
              />
            ) : (
              <Avatar name={member.name} size={160} className="absolute top-1/2 left-1/2 -translate-1/2" />
            )}
          </div>
          <h3 className="text-subheading mt-7 text-fg">{member.name}</h3>
          <p className="mt-1 text-sm font-semibold text-accent">{member.role}</p>
          <p className="mt-3 text-fg-muted">{member.bio}</p>
        </article>
      ))}
    </Stagger>
  );
}
