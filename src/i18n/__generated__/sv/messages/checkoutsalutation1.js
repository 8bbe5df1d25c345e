/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutation1Inputs */

const sv_checkoutsalutation1 = /** @type {(inputs: Checkoutsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tilltal`)
};

/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutsalutation1 = sv_checkoutsalutation1;
export { checkoutsalutation1 as "checkoutSalutation" }