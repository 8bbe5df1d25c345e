/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} Customerlastmonths2Inputs */

const sv_customerlastmonths2 = /** @type {(inputs: Customerlastmonths2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Senaste ${i?.months} månaderna`)
};

/**

* @param {Customerlastmonths2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerlastmonths2 = sv_customerlastmonths2;
export { customerlastmonths2 as "customerLastMonths" }