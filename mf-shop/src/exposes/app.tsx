import { Route, Routes } from 'react-router-dom';
export default function ShopApp() {
  return (
    <Routes>
      <Route index element={<h1>Shop</h1>} />
      <Route path="cart" element={<h1>Cart</h1>} />
    </Routes>
  );
}
