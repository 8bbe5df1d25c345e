/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtitle1Inputs */

const sk_orderformtitle1 = /** @type {(inputs: Orderformtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávkový formulár`)
};

/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformtitle1 = sk_orderformtitle1;
export { orderformtitle1 as "orderformTitle" }