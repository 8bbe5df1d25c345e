/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfreight1Inputs */

const sk_orderfreight1 = /** @type {(inputs: Orderfreight1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepravné`)
};

/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderfreight1 = sk_orderfreight1;
export { orderfreight1 as "orderFreight" }