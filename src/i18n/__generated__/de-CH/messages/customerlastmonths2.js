/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerlastmonths2Inputs */

const de_ch2_customerlastmonths2 = /** @type {(inputs: Customerlastmonths2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Letzte ${i?.months} Monate`)
};

/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerlastmonths2 = de_ch2_customerlastmonths2;
export { customerlastmonths2 as "customerLastMonths" }