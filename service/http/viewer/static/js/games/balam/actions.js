// Balam's legal actions as choices: the kind of move, then the building or wealth,
// then where. Sites are named as in events.js ("your maize site B3"); a building by
// its kind, and by its slot only where the site holds two of that kind.

import { an, label, plural } from "../../svg.js";
import { katunCard, where } from "./events.js";

// Only what the view shows is named: a cost, a sacrifice's prestige or a catastrophe's
// losses are the rules' (the engine's) to apply, and the event log says what they were.

const kindName = (kind) => label(kind).toLowerCase();
const whose = (t, owner) => (owner === t.seat ? "your" : owner === null || owner === undefined ? "the free" : `${t.names[owner]}'s`);

function siteName(t, index) {
  const info = t.state.site_info[index];
  return `${whose(t, t.state.sites[index]?.owner)} ${info.production} site ${where(info)}`;
}

const buildingAt = (t, site, slot) => t.state.sites[site]?.buildings.find((b) => b.slot === slot);

// "the village of your maize site B3", or "the village in slot 2 of ..." when it has a twin.
function spot(t, site, slot) {
  const kind = buildingAt(t, site, slot)?.kind;
  const twins = t.state.sites[site].buildings.filter((b) => b.kind === kind).length;
  return `${twins > 1 ? `in slot ${slot + 1} ` : ""}of ${siteName(t, site)}`;
}
const kindAt = (t, site, slot) => kindName(buildingAt(t, site, slot)?.kind ?? "building");
const place = (t, site, slot) => `the ${kindAt(t, site, slot)} ${spot(t, site, slot)}`;

const token = (t, site, slot) => buildingAt(t, site, slot)?.wealth[0] ?? "wealth";
const cardNumber = (t, i) => {
  const card = t.state.katun[i]?.card;
  return card ? `number ${i + 1}, which you divined: ${katunCard(card)}` : `number ${i + 1}`;
};
const catastrophe = (t) => label(t.state.effect?.card.kind ?? "catastrophe");

const WORDS = {
  divine: (a, t) => ["Look at Katun card", cardNumber(t, a.card)],
  stop_divining: () => ["Stop divining"],
  pay_tribute: (a) => ["Pay a tribute", `of 1 ${a.wealth}`],
  turn_katun: (a, t) => ["Turn Katun card", cardNumber(t, a.card)],
  pass: (a, t) => [t.state.war?.step === "rebuild" ? "End your turn without rebuilding" : "Pass and end your turn"],
  // Rebuilding a devastated city is a build_on too, the only one listed then.
  build_on: (a, t) => {
    if (t.state.war?.step === "rebuild") return [`Rebuild the devastated ${siteName(t, a.site).replace(/^the free /, "")}`];
    const info = t.state.site_info[a.site];
    const mine = t.state.sites[a.site].owner === t.seat;
    return ["Build", `on ${mine ? "your" : "a free"} ${info.production} site`, `at ${where(info)}`];
  },
  demolish: (a, t) => ["Demolish", `the ${kindAt(t, t.state.worksite.site, a.slot)} in slot ${a.slot + 1}`],
  build: (a, t) => {
    const wide = t.state.widths[a.building] > 1;
    const slots = wide ? `in slots ${a.slot + 1} and ${a.slot + 2}` : `in slot ${a.slot + 1}`;
    return ["Build", an(kindName(a.building)), slots];
  },
  pay_cost: (a) => ["Pay for the building you placed", `with 1 ${a.wealth} from your chest`],
  end_construction: () => ["Finish building and end your turn"],
  attack: (a, t) => ["Attack", siteName(t, a.target), `from ${siteName(t, a.origin)}`],
  commit_garrison: (a, t) => {
    const war = t.state.war;
    const armed = buildingAt(t, war.origin, a.slot)?.wealth[0] === "obsidian";
    const first = ["Commit", `the garrison in slot ${a.slot + 1}`];
    if (a.obsidian) return [...first, "and spend its obsidian"];
    return armed ? [...first, "and keep its obsidian"] : first;
  },
  launch_attack: (a, t) => [`Launch the attack with ${plural(t.state.war?.committed.length ?? 0, "garrison")}`],
  spend_obsidian: (a, t) => ["Spend the obsidian", `in ${place(t, a.site, a.slot)}`],
  defend: () => ["Keep your other obsidians and let the attacker roll"],
  lose_garrison: (a) => [`Lose the garrison in slot ${a.slot + 1} to a skull`],
  destroy: (a, t) => [`Destroy ${place(t, t.state.war.target, a.slot)}`],
  take_blessing: (a, t) => {
    const card = t.state.effect?.card ?? {};
    return [`Take the blessing as ${a.prestige ? `${card.prestige} prestige` : `1 ${card.wealth}`}`];
  },
  take_wealth: (a) => [`Bring back 1 ${a.wealth} from the expedition`],
  take_dowry: (a, t) => ["Take a dowry", `of 1 ${a.wealth}`, `from ${t.names[a.seat]}`],
  offer: (a, t) => {
    const wealth = token(t, a.site, a.slot);
    return [`Offer 1 ${wealth}`, `from ${place(t, a.site, a.slot)}`, `to cenote ${a.cenote + 1}`];
  },
  end_offering: () => ["Stop the offerings"],
  pay_catastrophe: (a, t) => [`Pay the ${catastrophe(t)}`, `with the ${token(t, a.site, a.slot)} in ${place(t, a.site, a.slot)}`],
  suffer: (a, t) => [`Refuse to pay and suffer the ${catastrophe(t)}`],
  lose_building: (a, t) => [`Lose the ${kindAt(t, a.site, a.slot)}`, spot(t, a.site, a.slot)],
  move_wealth: (a, t) => [
    `Move 1 ${token(t, a.site, a.slot)}`,
    `from ${place(t, a.site, a.slot)}`,
    `to ${place(t, a.to_site, a.to_slot)}`,
  ],
  end_distribution: () => ["Finish the distribution"],
};

export function steps(action, table) {
  const words = WORDS[action.type];
  return words ? words(action, table) : [label(action.type)];
}

export function target(action, table) {
  const { state, seat } = table;
  const slot = (site) => `slot:${site}:${action.slot}`;
  switch (action.type) {
    case "divine": case "turn_katun": return `katun:${action.card}`;
    case "pay_tribute": case "pay_cost": return `chest:${seat}:${action.wealth}`;
    case "take_dowry": return `chest:${action.seat}:${action.wealth}`;
    case "take_wealth": return `supply:${action.wealth}`;
    case "take_blessing": return action.prestige || !state.effect?.card.wealth ? null : `supply:${state.effect.card.wealth}`;
    case "build_on": return `site:${action.site}`;
    case "attack": return `site:${action.target}`;
    case "build": case "demolish": return state.worksite ? slot(state.worksite.site) : null;
    case "commit_garrison": case "lose_garrison": return state.war ? slot(state.war.origin) : null;
    case "destroy": return state.war ? slot(state.war.target) : null;
    case "spend_obsidian": case "offer": case "pay_catastrophe": case "lose_building": case "move_wealth":
      return slot(action.site);
    default: return null;
  }
}
