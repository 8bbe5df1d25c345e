/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsteps1Inputs */

const de_ch2_checkoutsteps1 = /** @type {(inputs: Checkoutsteps1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellschritte`)
};

/**

* @param {Checkoutsteps1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsteps1 = de_ch2_checkoutsteps1;
export { checkoutsteps1 as "checkoutSteps" }