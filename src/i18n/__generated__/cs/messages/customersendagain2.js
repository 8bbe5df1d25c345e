/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendagain2Inputs */

const cs_customersendagain2 = /** @type {(inputs: Customersendagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poslat znovu`)
};

/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customersendagain2 = cs_customersendagain2;
export { customersendagain2 as "customerSendAgain" }