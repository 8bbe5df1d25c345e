/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountauthcustomernumber3Inputs */

const de_accountauthcustomernumber3 = /** @type {(inputs: Accountauthcustomernumber3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kundennummer`)
};

/**

* @param {Accountauthcustomernumber3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const accountauthcustomernumber3 = de_accountauthcustomernumber3;
export { accountauthcustomernumber3 as "accountAuthCustomerNumber" }