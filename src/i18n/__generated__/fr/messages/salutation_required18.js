/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const fr_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir une civilité`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = fr_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }