/**
 * Shown only when the storefront cannot start at all (no /config.json, so no translations are
 * known either): plain English, and a reload button.
 */
export function StartupError({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      style={{ maxWidth: 560, margin: '4rem auto', padding: '0 1rem', fontFamily: 'sans-serif' }}
    >
      <h1>The shop could not start</h1>
      <p>Its configuration could not be loaded. Please try again in a moment.</p>
      <p style={{ color: '#6c757d', fontSize: '0.85em' }}>{String(error)}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
