/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtitle1Inputs */

const nl_orderformtitle1 = /** @type {(inputs: Orderformtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestelformulier`)
};

/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderformtitle1 = nl_orderformtitle1;
export { orderformtitle1 as "orderformTitle" }