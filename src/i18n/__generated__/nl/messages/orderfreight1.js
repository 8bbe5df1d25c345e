/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfreight1Inputs */

const nl_orderfreight1 = /** @type {(inputs: Orderfreight1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expeditiekosten`)
};

/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderfreight1 = nl_orderfreight1;
export { orderfreight1 as "orderFreight" }