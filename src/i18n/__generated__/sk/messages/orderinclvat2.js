/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinclvat2Inputs */

const sk_orderinclvat2 = /** @type {(inputs: Orderinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vrát. DPH`)
};

/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderinclvat2 = sk_orderinclvat2;
export { orderinclvat2 as "orderInclVat" }