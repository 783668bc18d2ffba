export function ShopHomePage() {
  return <div className="ap-container" />;
}
