/** A "nice" linear scale from the data's range: rounded bounds and evenly spaced ticks (0 always included). */
export function niceScale(values: number[], tickCount = 4): { min: number; max: number; ticks: number[] } {
  const finite = values.filter(Number.isFinite);
  let lo = Math.min(0, ...finite);
  let hi = Math.max(0, ...finite);
  // No range (all zero, or no data): whole-number ticks, not fractions that compact labels would round to one value.
  if (lo === hi) hi = lo + tickCount;
  const rawStep = (hi - lo) / tickCount;
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rawStep) ?? rawStep;
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Math.round(v / step) * step);
  return { min: lo, max: hi, ticks };
}
