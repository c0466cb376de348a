import { AppError } from '../../platform/errors';
import { programmeMessages as m } from './programme.messages';
import { minuteOf } from './programme-time';

export type ProgrammeLine = { startMinute: number; endMinute: number; name: string; line: number };

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$|^24:00$/;
// "09:00 09:20 name", "09:00-09:20 name", "09:00〜09:20 name": typed by hand rather than pasted.
const TYPED = /^(\d{1,2}:\d{2})\s*(?:[-–~〜～]|\s)\s*(\d{1,2}:\d{2})\s+(.+)$/;

/**
 * The programme as typed or pasted from a spreadsheet: a slot a line, start, end and the
 * sub-category's name separated by tabs (or typed with spaces or a dash). Blank lines are
 * skipped. Slots may not overlap: a photo goes into one sub-category.
 */
export function parseProgramme(text: string): ProgrammeLine[] {
  const lines: ProgrammeLine[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.normalize('NFKC').trim();
    if (!trimmed) return;
    const cells = trimmed.includes('\t')
      ? trimmed
          .split('\t')
          .map((cell) => cell.trim())
          .filter(Boolean)
      : (TYPED.exec(trimmed)?.slice(1) ?? []);
    const [start, end, ...rest] = cells;
    const name = rest.join(' ').trim();
    if (!start || !end || !name || !TIME.test(start) || !TIME.test(end) || name.length > 120)
      throw new AppError(400, 'STUDIO-PROGRAMME-LINE', m['line.invalid'], { line });
    const slot = { startMinute: minuteOf(start), endMinute: minuteOf(end), name, line };
    if (slot.endMinute <= slot.startMinute)
      throw new AppError(400, 'STUDIO-PROGRAMME-ORDER', m['line.order'], { line });
    lines.push(slot);
  });
  const byStart = [...lines].sort((a, b) => a.startMinute - b.startMinute);
  for (let i = 1; i < byStart.length; i++) {
    const later = byStart[i]!;
    if (later.startMinute < byStart[i - 1]!.endMinute) {
      const line = Math.max(later.line, byStart[i - 1]!.line);
      throw new AppError(400, 'STUDIO-PROGRAMME-OVERLAP', m['line.overlap'], { line });
    }
  }
  return lines;
}
