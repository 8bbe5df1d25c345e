/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const nl_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een aanhef`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = nl_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }