/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderexpress1Inputs */

const de_orderexpress1 = /** @type {(inputs: Orderexpress1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expresslieferung`)
};

/**

* @param {Orderexpress1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const orderexpress1 = de_orderexpress1;
export { orderexpress1 as "orderExpress" }