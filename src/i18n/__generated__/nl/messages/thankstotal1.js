/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Thankstotal1Inputs */

const nl_thankstotal1 = /** @type {(inputs: Thankstotal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totaalbedrag: ${i?.total}.`)
};

/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thankstotal1 = nl_thankstotal1;
export { thankstotal1 as "thanksTotal" }