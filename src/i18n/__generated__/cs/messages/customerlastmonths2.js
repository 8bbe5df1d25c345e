/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerlastmonths2Inputs */

const cs_customerlastmonths2 = /** @type {(inputs: Customerlastmonths2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posledních ${i?.months} měsíců`)
};

/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerlastmonths2 = cs_customerlastmonths2;
export { customerlastmonths2 as "customerLastMonths" }