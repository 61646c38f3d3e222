import type { TeamMember } from "@/lib/content/collections";
import { Avatar } from "@/components/ui/Avatar";
import { Picture } from "@/components/ui/Picture";
import { Stagger } from "@/components/motion/Reveal";

/**
 * The leads as one compact row: four across from 1024 px, two from 640 px, each a 4:5 portrait
 * over name, role and what they do. On a phone each is a line of a directory instead: the
 * portrait beside the name and role, the bio under both at the full width, so the four take
 * about a screen and a half rather than four. The frame crops from the top centre, so a
 * photograph uploaded in the CMS sits in it as well as a drawing; without a portrait, the
 * person's initials fill it.
 */
export function TeamPortraits({ members }: { members: readonly TeamMember[] }) {
  return (
    <Stagger as="ul" itemAs="li" className="grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-14 lg:grid-cols-4 lg:gap-x-7">
      {members.map((member) => (
        <article
          key={member.id}
          className="grid grid-cols-[6rem_1fr] items-end gap-x-5 gap-y-3 sm:grid-cols-1 sm:items-start sm:gap-y-0"
        >
          <div className="relative aspect-[4/5] w-full overflow-hidden rounded-2xl border border-border bg-bg-sunken shadow-soft">
            {member.portrait ? (
              <Picture
                image={member.portrait.picture}
                alt={member.portrait.alt}
                fill
                sizes="(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 6rem"
                className="object-cover object-[50%_20%]"
              />
            ) : (
              <Avatar name={member.name} size={96} className="absolute top-1/2 left-1/2 -translate-1/2" />
            )}
          </div>
          <div className="pb-1 sm:mt-6 sm:pb-0">
            <h3 className="text-subheading text-fg">{member.name}</h3>
            <p className="mt-1 text-sm font-semibold text-accent">{member.role}</p>
          </div>
          <p className="col-span-2 text-[0.95rem] leading-normal text-fg-muted sm:col-span-1 sm:mt-3 sm:leading-relaxed">
            {member.bio}
          </p>
        </article>
      ))}
    </Stagger>
  );
}
