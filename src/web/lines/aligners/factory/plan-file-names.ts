import { MAX_PLAN_STEPS } from '../../../../domain/lines/aligners/production';

export type PlanArch = 'upper' | 'lower';
export type PlanFileKind = 'model' | 'document';

/** What a staged model's file name says: its arch and its step, where it says them. */
export type PlanFileGuess = { arch: PlanArch | null; step: number | null };

const MODEL_EXTENSIONS = ['stl', 'obj', 'ply'];

/** A plan file by its extension (the store checks the bytes again): a staged model, the PDF document, or neither. */
export function planFileKind(fileName: string): PlanFileKind | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (MODEL_EXTENSIONS.includes(extension)) return 'model';
  if (extension === 'pdf') return 'document';
  return null;
}

/** The words design software and technicians put in staged model names for each arch (English and Chinese). */
const ARCH_WORDS: Record<PlanArch, readonly string[]> = {
  upper: ['upper', 'up', 'u', 'top', 'maxilla', 'maxillary', 'max', 'mx'],
  lower: ['lower', 'low', 'lo', 'l', 'bottom', 'mandible', 'mandibular', 'mand', 'md'],
};
const CHINESE_ARCH: Record<PlanArch, RegExp> = { upper: /上颌|上牙|上/, lower: /下颌|下牙|下/ };
const STEP_WORDS = new Set(['step', 'stage', 'subsetup', 'setup', 's', 'st']);

/** The name without its extension, cut into words and numbers: `Upper_Step03-final` -> upper, step, 03, final. */
function tokensOf(fileName: string): string[] {
  const stem = fileName.replace(/\.[^.]+$/, '').toLowerCase();
  return stem.match(/[a-z]+|\d+|\p{Script=Han}+/gu) ?? [];
}

function archOf(tokens: readonly string[], fileName: string): PlanArch | null {
  const found = (['upper', 'lower'] as const).filter(
    (arch) => tokens.some((token) => ARCH_WORDS[arch].includes(token)) || CHINESE_ARCH[arch].test(fileName),
  );
  return found.length === 1 ? found[0]! : null;
}

/**
 * The step: the number after a step word (`step03`, `stage-3`), else the last number of the name. Out of the plan
 * range (0-99) it says nothing: the user sets it in the table.
 */
function stepOf(tokens: readonly string[]): number | null {
  const numbers = tokens.flatMap((token, index) => (/^\d+$/.test(token) ? [index] : []));
  const afterStepWord = numbers.find((index) => index > 0 && STEP_WORDS.has(tokens[index - 1]!));
  const index = afterStepWord ?? numbers.at(-1);
  if (index === undefined) return null;
  const step = Number.parseInt(tokens[index]!, 10);
  return step <= MAX_PLAN_STEPS ? step : null;
}

/** Reads arch and step from a staged model's file name: `upper_03.stl` -> upper 3, `Lower-3.STL` -> lower 3. */
export function guessPlanFile(fileName: string): PlanFileGuess {
  const tokens = tokensOf(fileName);
  return { arch: archOf(tokens, fileName), step: stepOf(tokens) };
}
