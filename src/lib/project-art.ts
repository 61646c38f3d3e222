/**
 * A case study's pictures: its cover and gallery, as packages/art drew them. The generator
 * writes each picture's alt text and caption from the same data it draws (src/content/art.json),
 * so the text always describes the picture; content files name no picture and no alt text.
 */
import art from "@/content/art.json" with { type: "json" };

export interface ArtPicture {
  src: string;
  alt: string;
  width: number;
  height: number;
}
export interface GalleryPicture extends ArtPicture {
  caption: string;
}
export interface ProjectArt {
  cover: ArtPicture;
  gallery: GalleryPicture[];
}

const projects: Record<string, ProjectArt> = art.projects;

/** The pictures of the project with this slug, or undefined when the art has none yet. */
export function projectArt(slug: string): ProjectArt | undefined {
  return projects[slug];
}
