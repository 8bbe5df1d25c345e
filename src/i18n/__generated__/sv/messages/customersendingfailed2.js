/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendingfailed2Inputs */

const sv_customersendingfailed2 = /** @type {(inputs: Customersendingfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ett fel har uppstått`)
};

/**

* @param {Customersendingfailed2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customersendingfailed2 = sv_customersendingfailed2;
export { customersendingfailed2 as "customerSendingFailed" }