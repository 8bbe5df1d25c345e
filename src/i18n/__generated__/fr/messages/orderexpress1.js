/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderexpress1Inputs */

const fr_orderexpress1 = /** @type {(inputs: Orderexpress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livraison express`)
};

/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderexpress1 = fr_orderexpress1;
export { orderexpress1 as "orderExpress" }