import type { LucideIcon } from 'lucide-react';
import { ICON_CLASS, type FirstPaintIcons } from '../src/features/crew/job-look.ts';

/**
 * The icons of crew.html's first paint (docs/decisions/103), drawn at build time by the same components the crew
 * pages use (JobState, CrewJobs, CrewFrame), so the page carries a few SVG strings instead of React. The first
 * paint's test renders both and compares them. React is imported here only when the build draws them: loaded with
 * the config, it would be the development build that the prerender's production renderer then meets.
 */
export async function firstPaintIcons(): Promise<FirstPaintIcons> {
  const [{ createElement }, { renderToStaticMarkup }, { AlertTriangle, Check, Circle, Clock, LogOut, MapPin }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('lucide-react'),
  ]);
  const icon = (Icon: LucideIcon, className: string): string => renderToStaticMarkup(createElement(Icon, { 'aria-hidden': 'true', className }));
  return {
    todo: icon(Circle, ICON_CLASS.state),
    mounted: icon(Clock, ICON_CLASS.state),
    approved: icon(Check, ICON_CLASS.state),
    reshoot: icon(AlertTriangle, ICON_CLASS.state),
    place: icon(MapPin, ICON_CLASS.place),
    signOut: icon(LogOut, ICON_CLASS.signOut),
  };
}
