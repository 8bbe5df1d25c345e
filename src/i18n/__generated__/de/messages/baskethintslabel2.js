/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintslabel2Inputs */

const de_baskethintslabel2 = /** @type {(inputs: Baskethintslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweise zum Warenkorb`)
};

/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const baskethintslabel2 = de_baskethintslabel2;
export { baskethintslabel2 as "basketHintsLabel" }