// Balam's events as sentences. Sites are named by what they produce and where they
// lie on the board (columns A, B, ... from the left, rows 1, 2, ... from the top).

import { an, label, listing } from "../../svg.js";
import { phrasebook } from "../../words.js";

export const where = (info) => `${String.fromCharCode(65 + info.col)}${info.row + 1}`;
export const siteName = (table, index) => {
  const info = table.site_info[index];
  return info ? `the ${info.production} site ${where(info)}` : `site ${index}`;
};
const slot = (table, site, n) => `slot ${n + 1} of ${siteName(table, site)}`;

export function katunCard(card) {
  const kind = label(card.kind);
  if (card.kind === "prosperous") return `${kind} (${card.wealth} or ${card.prestige} prestige)`;
  return card.wealth ? `${kind} (${card.wealth})` : kind;
}

export const { sentence, eventTypes } = phrasebook({
  deck_assembled: (e) => `The Katun deck of ${e.count} cards is assembled; each king takes 6 maize`,
  card_divined: (e, who) => `${who(e.seat)} looked at Katun card ${e.card + 1}`,
  divination_stopped: (e, who) => `${who(e.seat)} stopped divining`,
  tribute_paid: (e, who) => `${who(e.seat)} paid ${an(e.wealth)} tribute`,
  katun_turned: (e, who) => `${who(e.seat)} turned Katun card ${e.card + 1}: ${katunCard(e.face)}`,
  passed: (e, who) => `${who(e.seat)} passed`,
  construction_started: (e, who, t) => `${who(e.seat)} started building at ${siteName(t, e.site)}`,
  building_demolished: (e, who, t) => `${who(e.seat)} demolished the building in ${slot(t, e.site, e.slot)}`,
  building_built: (e, who, t) => `${who(e.seat)} built ${an(label(e.building).toLowerCase())} at ${siteName(t, e.site)}`,
  cost_paid: (e, who) => `${who(e.seat)} paid ${an(e.wealth)}`,
  construction_ended: (e, who, t) => `${who(e.seat)} finished building at ${siteName(t, e.site)}`,
  attack_declared: (e, who, t) => `${who(e.seat)} attacks ${siteName(t, e.target)} from ${siteName(t, e.origin)}`,
  garrison_committed: (e, who) =>
    `${who(e.seat)} committed the garrison in slot ${e.slot + 1}${e.obsidian ? " with its obsidian" : ""}`,
  attack_launched: (e, who) => `${who(e.seat)} launched the attack`,
  obsidian_spent: (e, who, t) => `${who(e.seat)} spent the obsidian in ${slot(t, e.site, e.slot)}`,
  defence_set: (e, who) => `${who(e.seat)} set the defence`,
  dice_rolled: (e, who) => `${who(e.seat)} rolled ${listing(e.faces.map(String))}`,
  garrison_lost: (e, who) => `${who(e.seat)} lost the garrison in slot ${e.slot + 1}`,
  building_destroyed: (e, who, t) => `${who(e.seat)} destroyed the building in ${slot(t, e.site, e.slot)}`,
  blessing_taken: (e, who) => `${who(e.seat)} took the ${e.prestige ? "prestige" : "wealth"} of the blessing`,
  wealth_taken: (e, who) => `${who(e.seat)} took ${an(e.wealth)}`,
  dowry_taken: (e, who) => `${who(e.seat)} took ${an(e.wealth)} from ${who(e.from_seat)} as a dowry`,
  offered: (e, who, t) => `${who(e.seat)} offered the wealth in ${slot(t, e.site, e.slot)} to cenote ${e.cenote + 1}`,
  offering_ended: (e, who) => `${who(e.seat)} finished the offerings`,
  catastrophe_paid: (e, who, t) => `${who(e.seat)} paid the catastrophe with the wealth in ${slot(t, e.site, e.slot)}`,
  catastrophe_suffered: (e, who) => `${who(e.seat)} suffers the catastrophe`,
  building_lost: (e, who, t) => `${who(e.seat)} lost the building in ${slot(t, e.site, e.slot)}`,
  wealth_moved: (e, who, t) =>
    `${who(e.seat)} moved wealth from ${slot(t, e.site, e.slot)} to ${slot(t, e.to_site, e.to_slot)}`,
  distribution_ended: (e, who) => `${who(e.seat)} finished the distribution`,
});
