/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformtitle1Inputs */

const sv_orderformtitle1 = /** @type {(inputs: Orderformtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställningssedel`)
};

/**

* @param {Orderformtitle1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderformtitle1 = sv_orderformtitle1;
export { orderformtitle1 as "orderformTitle" }