/** Where the shell mounts the area. */
export const VEHICLE_PATH = '/vehicle';

export const vehiclePath = (vehicleId: number): string => `${VEHICLE_PATH}/${vehicleId}`;
