/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfreight1Inputs */

const cs_orderfreight1 = /** @type {(inputs: Orderfreight1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Přepravné`)
};

/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderfreight1 = cs_orderfreight1;
export { orderfreight1 as "orderFreight" }