/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderfreight1Inputs */

const sv_orderfreight1 = /** @type {(inputs: Orderfreight1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fraktkostnad för skrymmande gods`)
};

/**

* @param {Orderfreight1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderfreight1 = sv_orderfreight1;
export { orderfreight1 as "orderFreight" }