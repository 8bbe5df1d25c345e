/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Thankstotal1Inputs */

const sv_thankstotal1 = /** @type {(inputs: Thankstotal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Totalbelopp: ${i?.total}.`)
};

/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thankstotal1 = sv_thankstotal1;
export { thankstotal1 as "thanksTotal" }