/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerlastmonths2Inputs */

const nl_customerlastmonths2 = /** @type {(inputs: Customerlastmonths2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afgelopen ${i?.months} maanden`)
};

/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerlastmonths2 = nl_customerlastmonths2;
export { customerlastmonths2 as "customerLastMonths" }