/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketitemslabel2Inputs */

const nl_basketitemslabel2 = /** @type {(inputs: Basketitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikelen in je winkelwagen`)
};

/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketitemslabel2 = nl_basketitemslabel2;
export { basketitemslabel2 as "basketItemsLabel" }