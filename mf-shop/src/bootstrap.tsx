import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import ShopApp from './exposes/app';
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Routes>
      <Route path="shop/*" element={<ShopApp section="shop" />} />
    </Routes>
  </BrowserRouter>,
);
