/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtitle1Inputs */

const cs_orderformtitle1 = /** @type {(inputs: Orderformtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objednávkový formulář`)
};

/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderformtitle1 = cs_orderformtitle1;
export { orderformtitle1 as "orderformTitle" }