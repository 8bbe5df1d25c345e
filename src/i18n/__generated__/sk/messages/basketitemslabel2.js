/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketitemslabel2Inputs */

const sk_basketitemslabel2 = /** @type {(inputs: Basketitemslabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tovar v košíku`)
};

/**

* @param {Basketitemslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const basketitemslabel2 = sk_basketitemslabel2;
export { basketitemslabel2 as "basketItemsLabel" }