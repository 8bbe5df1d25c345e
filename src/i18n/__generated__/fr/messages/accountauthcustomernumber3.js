/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const fr_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Numéro client`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = fr_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }