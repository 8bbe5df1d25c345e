/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Thankstotal1Inputs */

const fr_thankstotal1 = /** @type {(inputs: Thankstotal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Montant total : ${i?.total}.`)
};

/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankstotal1 = fr_thankstotal1;
export { thankstotal1 as "thanksTotal" }