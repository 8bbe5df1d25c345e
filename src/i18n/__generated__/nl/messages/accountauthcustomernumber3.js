/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const nl_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klantnummer`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = nl_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }