/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinclvat2Inputs */

const cs_orderinclvat2 = /** @type {(inputs: Orderinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vč. DPH`)
};

/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const orderinclvat2 = cs_orderinclvat2;
export { orderinclvat2 as "orderInclVat" }