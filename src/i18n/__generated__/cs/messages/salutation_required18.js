/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const cs_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte prosím oslovení`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = cs_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }