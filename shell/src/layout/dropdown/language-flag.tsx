import type { ReactElement } from 'react';

// Flags drawn inline: emoji flags do not show on every system (Windows draws two letters).
const FLAGS: Record<'gb' | 'ru', ReactElement> = {
  gb: (
    <>
      <rect width="24" height="16" fill="#012169" />
      <path d="M0 0l24 16M24 0L0 16" stroke="#fff" strokeWidth="3.2" />
      <path d="M0 0l24 16M24 0L0 16" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" />
      <path d="M12 0v16M0 8h24" stroke="#c8102e" strokeWidth="3" />
    </>
  ),
  ru: (
    <>
      <rect width="24" height="16" fill="#fff" />
      <rect y="5.33" width="24" height="5.34" fill="#0039a6" />
      <rect y="10.67" width="24" height="5.33" fill="#d52b1e" />
    </>
  ),
};

/** The flag of a language: English (either direction) is the British flag. */
export function LanguageFlag({ code }: { code: string }) {
  const flag = code.toLowerCase().startsWith('ru') ? FLAGS.ru : FLAGS.gb;
  return (
    <svg
      viewBox="0 0 24 16"
      width="20"
      height="14"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0, boxShadow: '0 0 0 1px rgb(0 0 0 / 10%)' }}
    >
      {flag}
    </svg>
  );
}
