/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerlastmonths2Inputs */

const fr_customerlastmonths2 = /** @type {(inputs: Customerlastmonths2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.months} derniers mois`)
};

/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerlastmonths2 = fr_customerlastmonths2;
export { customerlastmonths2 as "customerLastMonths" }