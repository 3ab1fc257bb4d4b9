/** An `about` cell of ~2.8 MB, as the audit imported: thousands of amenity sections, all true. */
export function hugeAboutCell() {
  const sections: Record<string, Record<string, boolean>> = {};
  for (let s = 0; s < 4_000; s++) {
    const items: Record<string, boolean> = {};
    for (let i = 0; i < 20; i++) items[`Amenity feature number ${i} of section ${s}`] = true;
    sections[`Amenities ${s}`] = items;
  }
  return JSON.stringify(sections);
}
