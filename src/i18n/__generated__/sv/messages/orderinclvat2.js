/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderinclvat2Inputs */

const sv_orderinclvat2 = /** @type {(inputs: Orderinclvat2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`inkl. moms`)
};

/**

* @param {Orderinclvat2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const orderinclvat2 = sv_orderinclvat2;
export { orderinclvat2 as "orderInclVat" }