/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutation1Inputs */

const fr_checkoutsalutation1 = /** @type {(inputs: Checkoutsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Civilité`)
};

/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutsalutation1 = fr_checkoutsalutation1;
export { checkoutsalutation1 as "checkoutSalutation" }