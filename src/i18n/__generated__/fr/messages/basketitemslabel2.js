/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketitemslabel2Inputs */

const fr_basketitemslabel2 = /** @type {(inputs: Basketitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles du panier`)
};

/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketitemslabel2 = fr_basketitemslabel2;
export { basketitemslabel2 as "basketItemsLabel" }