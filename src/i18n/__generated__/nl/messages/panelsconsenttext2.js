/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const nl_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met je toestemming gebruiken we cookies om het gebruik van de shop te meten en je passende aanbiedingen te laten zien. Je kunt je keuze altijd wijzigen. Meer hierover in onze`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = nl_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }