// A seat's legal actions as a tree of choices. Each game's actions.js words an action
// as `steps`: labels from the most general choice to the last ("Build a level-3
// temple", "at the Perser site", "from bob's quarry"), which read as its sentence when
// joined by spaces. Choosing narrows the listing to the actions on that path, so every
// path of clicks ends in exactly one listed action and nothing unlisted can be sent.

// `entries`: [{action, steps}]; `path`: the labels chosen so far. The choices that
// follow, in the listing's order: {label, entries}. A choice holding one entry
// completes its action (its label is then the rest of the sentence).
export function choicesAt(entries, path) {
  const groups = new Map();
  for (const entry of entries) {
    if (!path.every((label, k) => entry.steps[k] === label) || entry.steps.length <= path.length) continue;
    const label = entry.steps[path.length];
    if (!groups.has(label)) groups.set(label, []);
    groups.get(label).push(entry);
  }
  return [...groups].map(([label, group]) => ({
    label: group.length === 1 ? group[0].steps.slice(path.length).join(" ") : label,
    entries: group,
  }));
}

// What makes a listing's wording unusable: an action without words, two actions worded
// alike, or one whose sentence stops where another's goes on (the player could not
// choose the shorter). Empty when every path ends in exactly one action.
export function wordingFaults(entries) {
  const faults = [];
  const sentences = new Map();
  for (const { action, steps } of entries) {
    if (!steps.length || steps.some((step) => typeof step !== "string" || !step.trim())) {
      faults.push(`no words for ${JSON.stringify(action)}: ${JSON.stringify(steps)}`);
      continue;
    }
    const key = JSON.stringify(steps);
    if (sentences.has(key)) faults.push(`worded alike: ${key} for ${JSON.stringify(action)} and ${JSON.stringify(sentences.get(key))}`);
    sentences.set(key, action);
  }
  for (const { steps: shorter } of entries) {
    for (const { steps: longer } of entries) {
      if (longer.length > shorter.length && shorter.every((label, k) => longer[k] === label)) {
        faults.push(`${JSON.stringify(shorter)} stops where ${JSON.stringify(longer)} goes on`);
      }
    }
  }
  return faults;
}
