/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinstalmentsurcharge2Inputs */

const nl_orderinstalmentsurcharge2 = /** @type {(inputs: Orderinstalmentsurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toeslag gespreid betalen`)
};

/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderinstalmentsurcharge2 = nl_orderinstalmentsurcharge2;
export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" }