/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutation1Inputs */

const sk_checkoutsalutation1 = /** @type {(inputs: Checkoutsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oslovenie`)
};

/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutsalutation1 = sk_checkoutsalutation1;
export { checkoutsalutation1 as "checkoutSalutation" }