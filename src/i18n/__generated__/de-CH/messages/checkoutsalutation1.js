/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutation1Inputs */

const de_ch2_checkoutsalutation1 = /** @type {(inputs: Checkoutsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anrede`)
};

/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const checkoutsalutation1 = de_ch2_checkoutsalutation1;
export { checkoutsalutation1 as "checkoutSalutation" }