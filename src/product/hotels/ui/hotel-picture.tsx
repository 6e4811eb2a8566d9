import { useId } from 'react';
import { sceneOf } from '../model/illustration';
import styles from './hotel-picture.module.css';

/** The hotel's generated illustration: never a photo to fail loading (DESIGN.md imagery). Decorative; the name says what it is. */
export function HotelPicture({ id, variant = 0, className = '' }: { id: string; variant?: number; className?: string }) {
  const gradient = useId();
  const scene = sceneOf(id, variant);
  return (
    <svg className={`${styles.picture} ${className}`} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={scene.sky[0]} />
          <stop offset="1" stopColor={scene.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradient})`} />
      <circle cx={scene.sun.x} cy={scene.sun.y} r="14" fill="#ffffff" opacity="0.85" />
      {scene.blocks.map((block, index) => (
        <g key={index}>
          <rect x={block.x} y={160 - block.height} width={block.width} height={block.height} rx="3" fill={block.colour} />
          {Array.from({ length: Math.floor(block.height / 24) }, (_, row) => (
            <rect key={row} x={block.x + 8} y={168 - block.height + row * 24} width={block.width - 16} height="6" rx="2" fill="#ffe9a8" opacity="0.7" />
          ))}
        </g>
      ))}
      <rect y="160" width="320" height="20" fill={scene.ground} />
    </svg>
  );
}
