// src/client/features/catalog/conditions.ts
var CONDITION_OPTIONS = [
  {
    value: "new",
    label: "New",
  },
  {
    value: "like_new",
    label: "Like new",
  },
  {
    value: "good",
    label: "Good",
  },
  {
    value: "fair",
    label: "Fair",
  },
  {
    value: "for_parts",
    label: "For parts",
  },
];
CONDITION_OPTIONS.map((o) => o.value);
function conditionLabel(c) {
  return CONDITION_OPTIONS.find((o) => o.value === c)?.label ?? "Not stated";
}
var SALE_TYPE_OPTIONS = [
  {
    value: "auction",
    label: "Auction",
  },
  {
    value: "fixed",
    label: "Buy it now",
  },
];

export { CONDITION_OPTIONS as t, conditionLabel as r, SALE_TYPE_OPTIONS as n };
