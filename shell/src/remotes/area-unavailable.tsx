export function AreaUnavailable({ area, onRetry }: { area: string; error: Error; onRetry: () => void }) {
  return (
    <section role="alert">
      <h1>This part of the shop is not available right now</h1>
      <p>{area}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
