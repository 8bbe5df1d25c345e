/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfreight1Inputs */

const fr_orderfreight1 = /** @type {(inputs: Orderfreight1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frais de transport`)
};

/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderfreight1 = fr_orderfreight1;
export { orderfreight1 as "orderFreight" }