/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderexpress1Inputs */

const nl_orderexpress1 = /** @type {(inputs: Orderexpress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expreslevering`)
};

/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderexpress1 = nl_orderexpress1;
export { orderexpress1 as "orderExpress" }