/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Thankstotal1Inputs */

const de_ch2_thankstotal1 = /** @type {(inputs: Thankstotal1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesamtbetrag: ${i?.total}.`)
};

/**

* @param {Thankstotal1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const thankstotal1 = de_ch2_thankstotal1;
export { thankstotal1 as "thanksTotal" }