/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customersendagain2Inputs */

const nl_customersendagain2 = /** @type {(inputs: Customersendagain2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw versturen`)
};

/**

* @param {Customersendagain2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customersendagain2 = nl_customersendagain2;
export { customersendagain2 as "customerSendAgain" }