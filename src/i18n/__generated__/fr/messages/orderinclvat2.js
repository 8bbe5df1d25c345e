/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinclvat2Inputs */

const fr_orderinclvat2 = /** @type {(inputs: Orderinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TVA incl.`)
};

/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderinclvat2 = fr_orderinclvat2;
export { orderinclvat2 as "orderInclVat" }