import { useNavigate } from '../router';
import { shopLinks } from '../contracts/links';
import { useGarageStore } from '../stores';
import type { Vehicle } from '../types';

/**
 * "Find parts" for a vehicle chosen in a finder (the home hero, the shop's finder block): it
 * joins the garage as the current vehicle, and the shop lists the parts that fit it.
 */
export function useFindParts(): (vehicle: Vehicle) => void {
  const navigate = useNavigate();
  const garage = useGarageStore();
  return (vehicle) => {
    garage.add(vehicle);
    garage.setCurrentVehicle(vehicle);
    navigate(shopLinks.products.getHref({ vehicle: vehicle.id }));
  };
}
