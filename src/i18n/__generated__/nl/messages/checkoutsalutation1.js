/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutsalutation1Inputs */

const nl_checkoutsalutation1 = /** @type {(inputs: Checkoutsalutation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanhef`)
};

/**

* @param {Checkoutsalutation1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutsalutation1 = nl_checkoutsalutation1;
export { checkoutsalutation1 as "checkoutSalutation" }