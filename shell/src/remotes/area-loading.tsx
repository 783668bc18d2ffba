export function AreaLoading() {
  return <div className="area-loading" role="status" aria-busy="true" />;
}
