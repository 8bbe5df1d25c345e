/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintslabel2Inputs */

const nl_baskethintslabel2 = /** @type {(inputs: Baskethintslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meldingen bij je winkelwagen`)
};

/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const baskethintslabel2 = nl_baskethintslabel2;
export { baskethintslabel2 as "basketHintsLabel" }