/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderexpress1Inputs */

const sk_orderexpress1 = /** @type {(inputs: Orderexpress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expresné doručenie`)
};

/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderexpress1 = sk_orderexpress1;
export { orderexpress1 as "orderExpress" }