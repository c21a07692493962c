// Our own simple artwork: a ribbon is its colours as vertical stripes; a grade
// insignia is chevrons above rockers, with the first sergeant's diamond between them. Decorative
// (aria-hidden): the accessible name is the label text next to it.
import type { GradeChoice, Picture } from '../quiz/index.ts';

export function RibbonArt({ picture }: { picture: Picture }) {
  const width = 96;
  const stripe = width / picture.stripes.length;
  return (
    <svg className="qz-ribbon" viewBox={`0 0 ${width} 28`} aria-hidden="true" focusable="false">
      {picture.stripes.map((colour, i) => (
        <rect key={i} x={i * stripe} y={0} width={stripe + 0.5} height={28} fill={colour} />
      ))}
      <rect x={0.5} y={0.5} width={width - 1} height={27} fill="none" stroke="#4a5560" strokeWidth={1} />
    </svg>
  );
}

const chevron = (y: number) => `M10 ${y + 12} L40 ${y} L70 ${y + 12}`;
const rocker = (y: number) => `M10 ${y} Q40 ${y + 14} 70 ${y}`;

export function InsigniaArt({ choice }: { choice: GradeChoice }) {
  const chevrons = Array.from({ length: choice.chevrons }, (_, i) => chevron(8 + i * 10));
  const rockers = Array.from({ length: choice.rockers }, (_, i) => rocker(71 + i * 9));
  return (
    <svg className="qz-insignia" viewBox="0 0 80 100" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#1d3b63" strokeWidth={8} strokeLinecap="round" strokeLinejoin="round">
        {[...chevrons, ...rockers].map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <g fill="none" stroke="#c9ced6" strokeWidth={4} strokeLinecap="round" strokeLinejoin="round">
        {[...chevrons, ...rockers].map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {choice.value.isFirstSergeant ? (
        <path d="M40 52 L47 60 L40 68 L33 60 Z" fill="#1d3b63" stroke="#c9ced6" strokeWidth={2} />
      ) : (
        <circle cx={40} cy={60} r={4} fill="#c9ced6" stroke="#1d3b63" strokeWidth={2} />
      )}
    </svg>
  );
}
