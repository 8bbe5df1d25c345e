/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Salutation_Required18Inputs */

const sk_salutation_required18 = /** @type {(inputs: Salutation_Required18Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si, prosím, oslovenie`)
};

/**

* @param {Salutation_Required18Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const salutation_required18 = sk_salutation_required18;
export { salutation_required18 as "SALUTATION_REQUIRED" }