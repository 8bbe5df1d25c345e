/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintslabel2Inputs */

const de_ch2_baskethintslabel2 = /** @type {(inputs: Baskethintslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweise zum Warenkorb`)
};

/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const baskethintslabel2 = de_ch2_baskethintslabel2;
export { baskethintslabel2 as "basketHintsLabel" }