/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinclvat2Inputs */

const nl_orderinclvat2 = /** @type {(inputs: Orderinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`incl. btw`)
};

/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const orderinclvat2 = nl_orderinclvat2;
export { orderinclvat2 as "orderInclVat" }