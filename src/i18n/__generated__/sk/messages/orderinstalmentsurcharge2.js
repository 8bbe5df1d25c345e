/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinstalmentsurcharge2Inputs */

const sk_orderinstalmentsurcharge2 = /** @type {(inputs: Orderinstalmentsurcharge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Príplatok za splátky`)
};

/**

* @param {Orderinstalmentsurcharge2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderinstalmentsurcharge2 = sk_orderinstalmentsurcharge2;
export { orderinstalmentsurcharge2 as "orderInstalmentSurcharge" }