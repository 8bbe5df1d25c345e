/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendagain2Inputs */

const sv_customersendagain2 = /** @type {(inputs: Customersendagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skicka igen`)
};

/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customersendagain2 = sv_customersendagain2;
export { customersendagain2 as "customerSendAgain" }