/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendagain2Inputs */

const de_customersendagain2 = /** @type {(inputs: Customersendagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erneut senden`)
};

/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customersendagain2 = de_customersendagain2;
export { customersendagain2 as "customerSendAgain" }