/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintslabel2Inputs */

const cs_baskethintslabel2 = /** @type {(inputs: Baskethintslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upozornění ke košíku`)
};

/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const baskethintslabel2 = cs_baskethintslabel2;
export { baskethintslabel2 as "basketHintsLabel" }