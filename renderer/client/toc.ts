/**
 * The TOC marks the heading being read: the first heading at or below the navbar when it sits in
 * the top half of the viewport, else the one before it (the section the reader is in), as
 * Docusaurus's TOC highlight does. Updated on scroll and resize, at most once a frame.
 */
import { useEffect, useState } from 'react';
import type { PageData, TocItem } from '../model.js';

function ids(items: TocItem[], out: string[] = []): string[] {
  for (const item of items) {
    out.push(item.id);
    ids(item.children, out);
  }
  return out;
}

export function activeHeading(headings: HTMLElement[], navbarHeight: number): string | undefined {
  const next = headings.find((h) => h.getBoundingClientRect().top >= navbarHeight);
  if (next) {
    const rect = next.getBoundingClientRect();
    if (rect.top > 0 && rect.bottom < window.innerHeight / 2) return next.id;
    return headings[headings.indexOf(next) - 1]?.id;
  }
  return headings[headings.length - 1]?.id;
}

export function useActiveHeading(page: PageData): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    const toc = page.kind === 'doc' || page.kind === 'blog-post' || page.kind === 'page' ? page.toc : [];
    if (!toc.length) {
      setActive(undefined);
      return;
    }
    const wanted = ids(toc);
    let frame = 0;
    const update = () => {
      frame = 0;
      const headings = wanted.map((id) => document.getElementById(id)).filter((h): h is HTMLElement => !!h);
      const navbar = document.querySelector<HTMLElement>('.navbar');
      setActive(activeHeading(headings, navbar ? navbar.getBoundingClientRect().bottom : 0));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [page]);
  return active;
}
