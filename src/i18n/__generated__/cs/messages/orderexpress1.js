/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderexpress1Inputs */

const cs_orderexpress1 = /** @type {(inputs: Orderexpress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expresní doručení`)
};

/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderexpress1 = cs_orderexpress1;
export { orderexpress1 as "orderExpress" }