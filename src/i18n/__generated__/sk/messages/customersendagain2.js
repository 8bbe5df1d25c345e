/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendagain2Inputs */

const sk_customersendagain2 = /** @type {(inputs: Customersendagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslať znova`)
};

/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customersendagain2 = sk_customersendagain2;
export { customersendagain2 as "customerSendAgain" }