/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const sv_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Välj tilltal`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = sv_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }