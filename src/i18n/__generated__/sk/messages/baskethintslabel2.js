/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Baskethintslabel2Inputs */

const sk_baskethintslabel2 = /** @type {(inputs: Baskethintslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upozornenia ku košíku`)
};

/**

* @param {Baskethintslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const baskethintslabel2 = sk_baskethintslabel2;
export { baskethintslabel2 as "basketHintsLabel" }